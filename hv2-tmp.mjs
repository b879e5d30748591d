import {HtmlValidate} from 'html-validate';
const [rule, ...files] = process.argv.slice(2);
const hv = new HtmlValidate({extends: ['html-validate:recommended']});
const seen = new Map();
for (const f of files) { const r = await hv.validateFile(f);
 for (const res of r.results) for (const m of res.messages) if (m.ruleId===rule) { const k=m.message+' | '+m.selector; seen.set(k,(seen.get(k)||0)+1);} }
for (const [k,v] of [...seen].sort((a,b)=>b[1]-a[1]).slice(0,12)) console.log(v,k);
