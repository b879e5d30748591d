import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import OriginalCodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';

// What theme-classic's client module did on every page, now done with the first code block.
prismIncludeLanguages(Prism);

export default OriginalCodeBlock as typeof CodeBlockType;
