import {describe, expect, it} from 'vitest';
import remarkDataValues from '../../../src/plugins/remark-data-values';
import {DOWNLOADS} from '../../../src/data/downloads';

const jsx = (name: string) => ({
  type: 'mdxJsxTextElement',
  name: 'DataValue',
  attributes: [{type: 'mdxJsxAttribute', name: 'name', value: name}],
  children: [],
});

const paragraph = (name: string) => ({
  type: 'root',
  children: [{type: 'paragraph', children: [{type: 'text', value: 'Images are '}, jsx(name)]}],
});

describe('remark-data-values', () => {
  it('puts the runtime image size range of /downloads in the text', async () => {
    const tree = paragraph('runtimeImageSizes');
    await remarkDataValues()(tree, {path: 'docs/x.mdx'});
    const text = tree.children[0].children[1] as {type: string; value?: string};
    expect(text.type).toBe('text');
    const sizes = DOWNLOADS.find((p) => p.id === 'runtime')!
      .releases.flatMap((r) => r.files)
      .flatMap((f) => (f.file ? [f.file.bytes / 1024 / 1024] : []));
    const [low, high] = text.value!.replace(' MB', '').split('–').map(Number);
    // Both ends are images on /downloads, and no image lies outside them.
    expect(sizes.some((s) => Math.abs(s - low) < 0.05)).toBe(true);
    expect(sizes.some((s) => Math.abs(s - high) < 0.05)).toBe(true);
    expect(sizes.every((s) => s > low - 0.05 && s < high + 0.05)).toBe(true);
  });

  it('stops the build on a name it does not know', async () => {
    await expect(remarkDataValues()(paragraph('imageSizes'), {path: 'docs/x.mdx'})).rejects.toThrow(
      'docs/x.mdx: <DataValue name="imageSizes"> names no value; the names are runtimeImageSizes',
    );
  });
});
