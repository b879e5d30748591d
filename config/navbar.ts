/**
 * The top navigation of SPEC.md §1. The Capabilities items are not listed here:
 * the `custom-megaDropdown` item reads them from the elements' front matter.
 */
import type {Navbar} from '@docusaurus/theme-common';
import type {ExternalConfig} from './external';

export function navbar(external: ExternalConfig): Navbar {
  return {
    title: 'Tessera',
    hideOnScroll: true,
    // src/theme/Logo draws the mark inline (no image files to load); the
    // theme's schema still requires a `src`, the same drawing as a file.
    logo: {alt: 'Tessera home', src: 'img/logo.svg'},
    items: [
      {type: 'custom-megaDropdown', label: 'Capabilities', to: '/elements', position: 'left'},
      {to: '/solutions', label: 'Solutions', position: 'left'},
      {
        type: 'dropdown',
        label: 'Learn',
        position: 'left',
        items: [
          {to: '/tutorials', label: 'Tutorials'},
          {to: '/examples', label: 'Examples'},
          {to: '/docs/intro', label: 'Documentation', activeBasePath: '/docs'},
        ],
      },
      {
        type: 'dropdown',
        label: 'Resources',
        position: 'left',
        items: [
          {to: '/downloads', label: 'Downloads'},
          {to: '/blog', label: 'Blog'},
          {href: external.roadmapUrl, label: 'Roadmap'},
          {href: external.featureRequestUrl, label: 'Feature Request'},
          {href: external.demoCalendarUrl, label: 'Schedule a Demo'},
        ],
      },
      {type: 'search', position: 'right'},
      {href: external.signInUrl, label: 'Sign In', position: 'right', className: 'navbar-sign-in'},
      {
        href: external.signUpUrl,
        label: 'Sign Up',
        position: 'right',
        className: 'button button--primary navbar-sign-up',
      },
    ],
  } as Navbar;
}
