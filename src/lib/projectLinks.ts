/** The two ways a page hands a project file to a reader: a download and Studio's import link. */

/** base64url of UTF-8 text, for the "Open in Studio" link's fragment. */
function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** What starts a download link's address; the file's text follows, URI-encoded. */
export const PROJECT_DOWNLOAD_PREFIX = 'data:application/json;charset=utf-8,';

/** A download of the file's text, no server round trip. */
export const projectDownloadHref = (json: string): string =>
  `${PROJECT_DOWNLOAD_PREFIX}${encodeURIComponent(json)}`;

/** The file's text back from a download link's address (the llms.txt copies read the built pages). */
export const projectTextFromDownloadHref = (href: string): string =>
  decodeURIComponent(href.slice(PROJECT_DOWNLOAD_PREFIX.length));

/** Studio opens the project from the URL fragment, which never reaches a server. */
export const studioImportUrl = (studioUrl: string, json: string): string =>
  `${studioUrl}/import#project=${base64url(json)}`;

/** A project file's text as pages offer it: two-space JSON and a final newline. */
export const projectText = (file: unknown): string => `${JSON.stringify(file, null, 2)}\n`;
