/**
 * One navbar menu open at a time (#36). The Capabilities panel
 * (src/components/NavbarItems/MegaDropdown) and the theme's dropdowns, Learn
 * and Resources (src/theme/NavbarItem/DropdownNavbarItem/Desktop), each
 * register how to close; a menu that opens, by the pointer, a key or a tap,
 * closes the others. Without it a panel pinned by a click stayed open under
 * the next menu the pointer hovered.
 */
type Close = () => void;

const menus = new Map<object, Close>();

/** Registers a menu by any object of its own; returns the unregister function for an effect. */
export function registerMenu(menu: object, close: Close): () => void {
  menus.set(menu, close);
  return () => {
    menus.delete(menu);
  };
}

/** Closes every registered menu but `menu`. */
export function menuOpened(menu: object): void {
  for (const [other, close] of menus) if (other !== menu) close();
}
