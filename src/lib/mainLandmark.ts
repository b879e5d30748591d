import {createContext} from 'react';

/**
 * True inside a page component that renders no `<main>` of its own (the
 * search plugin's page): the Layout wrapper then puts the page's content in one.
 */
export const NeedsMainLandmark = createContext(false);
