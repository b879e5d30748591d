/**
 * Facts that several pages quote must agree with src/data, the one place they
 * are decided: a page that drifts fails here with the file and the line.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DEVICE_PORTS, MDNS_SERVICE} from '../../../src/data/network';
import {PROJECT_SETTINGS_TABS} from '../../../src/data/studio';
import {DEVICES} from '../../../src/data/hardware';

const ROOT = path.join(__dirname, '../../..');

function pages(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return pages(p);
    return /\.mdx?$/.test(e.name) ? [p] : [];
  });
}

const LINES = ['docs', 'src/pages', 'blog', 'elements', 'solutions', 'examples', 'tutorials']
  .map((d) => path.join(ROOT, d))
  .filter((d) => fs.existsSync(d))
  .flatMap(pages)
  .flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((text, i) => ({where: `${path.relative(ROOT, file)}:${i + 1}`, text})),
  );

describe('pages agree with src/data', () => {
  it('names only the tabs Project settings has', () => {
    const wrong = LINES.flatMap(({where, text}) =>
      [...text.matchAll(/Project settings → ([A-Z][\w-]*)/g)]
        .map((m) => m[1])
        .filter((tab) => !(PROJECT_SETTINGS_TABS as readonly string[]).includes(tab))
        .map((tab) => `${where}: ${tab}`),
    );
    expect(
      wrong,
      `these lines name a Project settings tab that does not exist: use one of ${PROJECT_SETTINGS_TABS.join(', ')} (src/data/studio.ts)`,
    ).toEqual([]);
  });

  it('gives Tessera Link and LUIS their own TCP ports', () => {
    const wrong = LINES.flatMap(({where, text}) =>
      [...text.matchAll(/\b(?:TCP )?port (\d{4,5})\b|\bTCP (\d{4,5})\b/g)]
        .map((m) => Number(m[1] ?? m[2]))
        .filter((port) => port >= 4800 && port < 4900)
        .filter((port) => port !== DEVICE_PORTS.link && port !== DEVICE_PORTS.luis)
        .map((port) => `${where}: ${port}`),
    );
    expect(
      wrong,
      `these lines quote a port that is neither Tessera Link's (${DEVICE_PORTS.link}) nor LUIS's (${DEVICE_PORTS.luis}), from src/data/network.ts`,
    ).toEqual([]);
    const luisOnLinkPort = LINES.filter(
      ({text}) => /LUIS/.test(text) && !/Link/.test(text) && text.includes(`${DEVICE_PORTS.link}`),
    );
    expect(
      luisOnLinkPort.map((l) => l.where),
      `these lines give LUIS Tessera Link's port ${DEVICE_PORTS.link}: LUIS uses ${DEVICE_PORTS.luis}`,
    ).toEqual([]);
  });

  it('quotes the mDNS service type devices announce', () => {
    const types = LINES.flatMap(({text}) => [...text.matchAll(/_[a-z-]+\._(?:tcp|udp)/g)]);
    expect(
      new Set(types.map((m) => m[0])),
      `pages quote an mDNS service type other than ${MDNS_SERVICE}, the one devices announce (src/data/network.ts)`,
    ).toEqual(new Set([MDNS_SERVICE]));
  });

  it('uses the USB ids of the devices’ service-port chips', () => {
    const known = new Set(DEVICES.map((d) => d.service.usbId));
    const wrong = LINES.flatMap(({where, text}) =>
      [...text.matchAll(/`([0-9a-f]{4}:[0-9a-f]{4})`/g)]
        .filter((m) => !known.has(m[1]))
        .map((m) => `${where}: ${m[1]}`),
    );
    expect(
      wrong,
      `these lines quote a USB id that no device's service port has: use one of ${[...known].join(', ')} (src/data/hardware.ts)`,
    ).toEqual([]);
  });
});
