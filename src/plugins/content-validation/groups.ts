/** The two groups of the Capabilities menu; an element's `group` front matter names one. */
export const CAPABILITY_GROUPS = ['monitoring', 'control'] as const;
