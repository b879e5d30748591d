// Data files that local plugins write with createData, imported by the one component that reads each.
declare module '@generated/examples-gallery/default/gallery.json' {
  import type {GalleryData} from '@site/src/plugins/examples-gallery/types';

  const data: GalleryData;
  export default data;
}
