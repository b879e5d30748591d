/**
 * Everything listed on /downloads: each product's releases, newest first, with
 * one entry per file. Files live on the configured downloads host at
 * `<host>/<product>/<version>/<file>`; store listings are links, not files.
 */
import {CURRENT_RELEASES} from './releases';
import type {DeviceId} from './hardware';

/** The operating system a file is for; `any` runs everywhere (firmware, browser extensions). */
export type Platform = 'windows' | 'macos' | 'linux' | 'android' | 'ios' | 'any';

export const PLATFORM_LABELS: Record<Platform, string> = {
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
  android: 'Android',
  ios: 'iOS',
  any: 'Any',
};

export interface DownloadFile {
  platform: Platform;
  /** What the file is for within its platform: architecture, package type or device. */
  variant: string;
  /** A file on the downloads host… */
  file?: {name: string; bytes: number; sha256: string};
  /** …or a store listing (external config key). */
  store?: 'ios' | 'android' | 'chrome' | 'edge' | 'firefox';
  /** Requirements shown beside the file. */
  requires?: string;
  device?: DeviceId;
}

export interface Release {
  version: string;
  /** YYYY-MM-DD */
  date: string;
  files: DownloadFile[];
}

export type ProductId = 'studio' | 'link' | 'luis' | 'adk' | 'runtime' | 'drivers';

export interface DownloadProduct {
  id: ProductId;
  title: string;
  summary: string;
  /** The doc page that explains installing and using it. */
  docs: string;
  releases: Release[];
}

const MB = 1024 * 1024;
const bytes = (mb: number) => Math.round(mb * MB);

const studioFiles = (
  v: string,
  sums: [string, string, string, string],
  sizes: [number, number, number, number],
): DownloadFile[] => [
  {
    platform: 'windows',
    variant: 'x64 installer (.msi)',
    requires: 'Windows 10 22H2 or 11',
    file: {name: `tessera-studio-${v}-win-x64.msi`, bytes: bytes(sizes[0]), sha256: sums[0]},
  },
  {
    platform: 'macos',
    variant: 'Universal disk image (.dmg)',
    requires: 'macOS 12 or later, Apple silicon or Intel',
    file: {
      name: `tessera-studio-${v}-macos-universal.dmg`,
      bytes: bytes(sizes[1]),
      sha256: sums[1],
    },
  },
  {
    platform: 'linux',
    variant: 'x86-64 AppImage',
    requires: 'glibc 2.31 or later',
    file: {
      name: `tessera-studio-${v}-linux-x86_64.AppImage`,
      bytes: bytes(sizes[2]),
      sha256: sums[2],
    },
  },
  {
    platform: 'linux',
    variant: 'x86-64 Debian/Ubuntu package (.deb)',
    requires: 'Debian 11, Ubuntu 20.04 or later',
    file: {name: `tessera-studio-${v}-linux-amd64.deb`, bytes: bytes(sizes[3]), sha256: sums[3]},
  },
];

const adkFiles = (v: string, sums: [string, string, string]): DownloadFile[] => [
  {
    platform: 'linux',
    variant: 'x86-64 (.tar.gz)',
    requires: 'CMake 3.22+, arm-none-eabi GCC 12+',
    file: {name: `tessera-adk-${v}-linux-x86_64.tar.gz`, bytes: bytes(148.2), sha256: sums[0]},
  },
  {
    platform: 'macos',
    variant: 'Apple silicon (.tar.gz)',
    requires: 'CMake 3.22+, arm-none-eabi GCC 12+',
    file: {name: `tessera-adk-${v}-macos-arm64.tar.gz`, bytes: bytes(151.7), sha256: sums[1]},
  },
  {
    platform: 'windows',
    variant: 'x64 (.zip)',
    requires: 'CMake 3.22+, arm-none-eabi GCC 12+',
    file: {name: `tessera-adk-${v}-windows-x64.zip`, bytes: bytes(163.4), sha256: sums[2]},
  },
];

const firmware = (
  v: string,
  sums: Record<DeviceId, string>,
  sizes: Record<DeviceId, number>,
): DownloadFile[] =>
  (['bp-01', 'cp-02', 'cp-03', 'tbt'] as const).map((device) => ({
    platform: 'any',
    variant: `${device.toUpperCase()} runtime image`,
    device,
    file: {
      name: `tessera-runtime-${v}-${device}.img`,
      bytes: bytes(sizes[device]),
      sha256: sums[device],
    },
  }));

export const DOWNLOADS: DownloadProduct[] = [
  {
    id: 'studio',
    title: 'Tessera Studio desktop',
    summary:
      'The same editor as the browser version, as a desktop app with the Simulator built in, for work without an internet connection. Projects sync with your workspace when you are back online.',
    docs: '/docs/setup/simulator',
    releases: [
      {
        version: CURRENT_RELEASES.studio.version,
        date: CURRENT_RELEASES.studio.date,
        files: studioFiles(
          '2026.11',
          [
            '257daaf60f198c95ea41abf12c909ac2cc464d5b276800db9c60385363e3a86f',
            '175f513ff1c0526b3770fc1c427b35d281515d58e5b8e712edd40fc9f201d3cc',
            '6dad1d813ef5705eab956ec685178a022d807627877d09df7415cdec6ca0527f',
            'f5503dab39d5d4183dc4475aed69baaadeba6c04473a44f36862465ba6d62c00',
          ],
          [118.4, 131.9, 124.6, 96.3],
        ),
      },
      {
        version: '2026.09',
        date: '2026-09-15',
        files: studioFiles(
          '2026.09',
          [
            '5c6ce306734aca9c9293b9df66401061901b90eceed1cff3e38143d80ba109dd',
            '6633d59d8417571cdcf132d5ead6a1b53e6386c5a85baf545979b1b99619e7ea',
            '9e3aeb657955d3559fe81fb29e52b0f53eebce76a936181fe8fdf0a449c6e3d5',
            'a364cd3c2fc4f7d40bab0c9992ad1dbce80724076be38704c6a8cf22d8d9e922',
          ],
          [117.1, 130.2, 123.8, 95.7],
        ),
      },
    ],
  },
  {
    id: 'link',
    title: 'Tessera Link',
    summary:
      'The browser extension that connects Studio to devices on USB or the local network. Install it from your browser’s store; the package is for browsers managed by policy.',
    docs: '/docs/setup/extension',
    releases: [
      {
        version: CURRENT_RELEASES.link.version,
        date: CURRENT_RELEASES.link.date,
        files: [
          {
            platform: 'any',
            variant: 'Chrome Web Store',
            store: 'chrome',
            requires: 'Chrome 116 or later',
          },
          {
            platform: 'any',
            variant: 'Microsoft Edge Add-ons',
            store: 'edge',
            requires: 'Edge 116 or later',
          },
          {
            platform: 'any',
            variant: 'Firefox Add-ons',
            store: 'firefox',
            requires: 'Firefox 121 or later',
          },
          {
            platform: 'any',
            variant: 'Package for managed browsers (.zip)',
            file: {
              name: 'tessera-link-1.9.0.zip',
              bytes: bytes(2.4),
              sha256: '54510567b1699d1f17dfe9baf4d4d30697192400c4a87fe8a18ba69ab56361c4',
            },
          },
        ],
      },
      {
        version: '1.8.2',
        date: '2026-06-30',
        files: [
          {
            platform: 'any',
            variant: 'Package for managed browsers (.zip)',
            file: {
              name: 'tessera-link-1.8.2.zip',
              bytes: bytes(2.3),
              sha256: '9aaf5923da8add843285f4236772480bb0a03a9ea72bbd453e929cc8a5c6c8ca',
            },
          },
        ],
      },
    ],
  },
  {
    id: 'luis',
    title: 'LUIS mobile app',
    summary:
      'Set up, monitor and control nearby devices from a phone over Bluetooth LE or the local network. The APK is for Android devices without Google Play.',
    docs: '/docs/luis/intro',
    releases: [
      {
        version: CURRENT_RELEASES.luis.version,
        date: CURRENT_RELEASES.luis.date,
        files: [
          {platform: 'ios', variant: 'App Store', store: 'ios', requires: 'iOS 16 or later'},
          {
            platform: 'android',
            variant: 'Google Play',
            store: 'android',
            requires: 'Android 10 or later',
          },
          {
            platform: 'android',
            variant: 'APK without Google Play',
            requires: 'Android 10 or later',
            file: {
              name: 'luis-3.2.0.apk',
              bytes: bytes(38.6),
              sha256: 'dca097a85c3f99563808679698b58a16bbd8f641fba27ebd6f118dd0676eb5d4',
            },
          },
        ],
      },
      {
        version: '3.1.4',
        date: '2026-07-21',
        files: [
          {
            platform: 'android',
            variant: 'APK without Google Play',
            requires: 'Android 10 or later',
            file: {
              name: 'luis-3.1.4.apk',
              bytes: bytes(37.9),
              sha256: 'ab0740aa344ad8d0158308f0ffadd8cd6f97de5647559c4e8346c93d6d5ee456',
            },
          },
        ],
      },
    ],
  },
  {
    id: 'adk',
    title: 'ADK (Application Development Kit)',
    summary:
      'Port Tessera Runtime to your own board and build custom blocks: headers, the board support layer template, the conformance tests and the block packager.',
    docs: '/docs/setup/adk',
    releases: [
      {
        version: CURRENT_RELEASES.adk.version,
        date: CURRENT_RELEASES.adk.date,
        files: adkFiles('2.4.0', [
          'a579448bf155fcb97049104d72ca9e1dfb1f7281b49b80821fb3bb62770f8032',
          '642026431657e57c64e39488adecf6bdff4bf129129fbf5e0d7d67a85ef92076',
          'e7496024c2bd3fa921df1b2adefc1c81278472c9252b9520402ae215d5f89281',
        ]),
      },
      {
        version: '2.3.0',
        date: '2025-05-27',
        files: adkFiles('2.3.0', [
          '59e23590b4024b837117d34bd30af183cf8b922588036feef910e297ffa25289',
          '6efdd884cbfc9a9b21956624662a47481fe58ab156fd4203130d720bff87158c',
          'bdc77dd0e744a0882041590fb3e36ed8800cfa12ca9cb7611478b7821608970d',
        ]),
      },
    ],
  },
  {
    id: 'runtime',
    title: 'Tessera Runtime firmware',
    summary:
      'Runtime images for sites without internet access: upload one on the web dashboard’s Firmware page. Devices online get updates through Studio or Tessera Cloud instead.',
    docs: '/docs/webdashboard/firmware',
    releases: [
      {
        version: CURRENT_RELEASES.runtime.version,
        date: CURRENT_RELEASES.runtime.date,
        files: firmware(
          '2.4.1',
          {
            'bp-01': '120981e0558ab6ab46975d267838c4a2d546ca6e61d98909526bdb3c18c703fb',
            'cp-02': '709aa3692db29b18be5ccec41a1a6940ec1e277240643201cd08fc585bff6b07',
            'cp-03': '1b90e5f614753100c264b0922c470fd9a5e0a53306cb485e2cfca2a1eb134a5e',
            tbt: 'e5a875236d2484365de9fe2b3d451a87f05c2a46c05c116ae8c67b6b2844de3b',
          },
          {'bp-01': 3.1, 'cp-02': 4.6, 'cp-03': 5.2, tbt: 3.8},
        ),
      },
      {
        version: '2.4.0',
        date: '2026-09-29',
        files: firmware(
          '2.4.0',
          {
            'bp-01': '5a74997be4b326b61ccc528e90acc83535ca54d4c29c37808f259c561da9f405',
            'cp-02': '8b5d75f3f3a80db876c79b77dae5eeede402005ca871e27c748c925cf6238e08',
            'cp-03': '9a31de1894b207becdea8c1a447e197ed86b1c7047e6d031c4a4f3ce908848cb',
            tbt: '9c9c2555d8a862c7345f0a280d60a4fd085ab81faeb5791590bce64293a718eb',
          },
          {'bp-01': 3.1, 'cp-02': 4.6, 'cp-03': 5.1, tbt: 3.8},
        ),
      },
      {
        version: '2.3.0',
        date: '2025-05-27',
        files: firmware(
          '2.3.0',
          {
            'bp-01': '1feded24657c2e0ad6a456f2d504872e003829d809147741c975406d3f46d1c0',
            'cp-02': 'ea5d67ddf7518e9e2336bdbb61bb61e5102ac30c6f332629888033ee12e35517',
            'cp-03': '40b7508719282765ad65d42a1125003dad9bfbcc5f46d2d3b864f237002eff8d',
            tbt: '12c5eeb23c95639d196b194c7a924ed127dc6c9c9954d9c1d9a4eaefcc3dd312',
          },
          {'bp-01': 2.9, 'cp-02': 4.4, 'cp-03': 4.9, tbt: 3.6},
        ),
      },
    ],
  },
  {
    id: 'drivers',
    title: 'USB drivers',
    summary:
      'The signed USB driver for Windows. macOS and Linux need no driver: their kernels include it.',
    docs: '/docs/hardware/drivers',
    releases: [
      {
        version: '1.2.0',
        date: '2025-03-11',
        files: [
          {
            platform: 'windows',
            variant: 'Signed driver package (.zip)',
            requires: 'Windows 10 or 11, x64 or Arm64',
            file: {
              name: 'tessera-usb-driver-1.2.0.zip',
              bytes: bytes(1.7),
              sha256: 'a6df3d7901141c3457c289d5fc106df1cb73b01e425ff587ca5a19cebf2a3100',
            },
          },
        ],
      },
      {
        version: '1.1.0',
        date: '2023-02-21',
        files: [
          {
            platform: 'windows',
            variant: 'Signed driver package (.zip)',
            requires: 'Windows 10 or 11, x64',
            file: {
              name: 'tessera-usb-driver-1.1.0.zip',
              bytes: bytes(1.6),
              sha256: '8916b765bf41530f4406c3753f0ff553fe5efb9e345a3d5a6cec81c0d312a9ed',
            },
          },
        ],
      },
    ],
  },
];

/** Where a file is downloaded from. */
export function downloadUrl(
  host: string,
  product: ProductId,
  version: string,
  name: string,
): string {
  return `${host}/${product}/${version}/${name}`;
}

/** Release notes of one version, on the downloads host beside its files. */
export function releaseNotesUrl(host: string, product: ProductId, version: string): string {
  return `${host}/${product}/${version}/RELEASE-NOTES.md`;
}

/** The visitor's operating system from the user agent (client only); undefined when unknown. */
export function detectPlatform(userAgent: string, uaPlatform?: string): Platform | undefined {
  const p = `${uaPlatform ?? ''} ${userAgent}`.toLowerCase();
  if (/iphone|ipad|ipod|\bios\b/.test(p)) return 'ios';
  if (/android/.test(p)) return 'android';
  if (/windows|win32|win64/.test(p)) return 'windows';
  if (/mac ?os|macintosh|darwin/.test(p)) return 'macos';
  if (/linux|x11|cros/.test(p)) return 'linux';
  return undefined;
}

/** "118.4 MB" */
export function formatSize(n: number): string {
  return `${(n / MB).toFixed(1)} MB`;
}
