import siteConfig from '@generated/docusaurus.config';
import type {ExternalConfig} from '@site/config/external';

/** The typed external configuration, as resolved at build time, for client code. */
export function externalConfig(): ExternalConfig {
  return siteConfig.customFields!.external as ExternalConfig;
}
