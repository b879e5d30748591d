import {HtmlValidate, FileSystemConfigLoader} from 'html-validate';
import fs from 'node:fs';
const preset = process.argv[2] || 'html-validate:standard';
const hv = new HtmlValidate({extends: [preset]});
const files = process.argv.slice(3);
const counts = {};
for (const f of files) {
  const r = await hv.validateFile(f);
  for (const res of r.results) for (const m of res.messages) {
    const k = m.ruleId; counts[k] ??= {n:0, pages:new Set(), ex:m.message}; counts[k].n++; counts[k].pages.add(f);
  }
}
for (const [k,v] of Object.entries(counts)) console.log(k, v.n, v.pages.size, v.ex, [...v.pages].slice(0,3).join(' '));
