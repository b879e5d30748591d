/**
 * The theme describes every author in structured data as a schema.org
 * Person. Ours are teams (each section's authors.yml holds one team, never a
 * person), which schema.org and search engines call an Organization.
 */
type Node = Record<string, unknown>;

function asOrganization(author: unknown): unknown {
  if (!author || typeof author !== 'object') return author;
  const {'@type': type, ...rest} = author as Node;
  return type === 'Person' ? {'@type': 'Organization', ...rest} : author;
}

/** A BlogPosting with its authors as Organizations. */
export function withTeamAuthors<T extends object>(posting: T): T {
  const {author} = posting as Node;
  if (author === undefined) return posting;
  return {
    ...posting,
    author: Array.isArray(author) ? author.map(asOrganization) : asOrganization(author),
  };
}
