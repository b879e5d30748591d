import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import MegaDropdown from '@site/src/components/NavbarItems/MegaDropdown';

export default {
  ...ComponentTypes,
  'custom-megaDropdown': MegaDropdown,
};
