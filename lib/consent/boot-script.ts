import {
  CONSENT_ASK_ATTRIBUTE,
  CONSENT_ASK_VALUE,
  CONSENT_COOKIE,
  CONSENT_MODE_DEFAULT,
  CONSENT_VALUE_PATTERN,
} from './consent';

/**
 * The inline script at the top of every page's `<head>` (app/[locale]/layout.tsx), before any other script
 * can touch the data layer:
 * 1. Consent Mode v2's `default` (everything denied), the gtag way (an `arguments` object), as the data layer's first entry;
 * 2. with a stored choice of this version, its `update` at once (a returning visitor);
 * 3. without one, `<html data-consent="ask">`, which shows the server-rendered banner before the first paint.
 * Cached pages allow it by its hash like their other inline scripts (lib/cache/page-handler.mjs); pages
 * rendered per request by `CONSENT_BOOT_SCRIPT_HASH` (lib/http/security-headers.ts).
 */
export const CONSENT_BOOT_SCRIPT = [
  '(function(w,d){',
  'var l=w.dataLayer=w.dataLayer||[];',
  'function g(){l.push(arguments)}',
  `g('consent','default',${JSON.stringify(CONSENT_MODE_DEFAULT)});`,
  `var m=/(?:^|;\\s*)${CONSENT_COOKIE}=${CONSENT_VALUE_PATTERN}(?:;|$)/.exec(d.cookie);`,
  "if(m){var a=m[1]==='1'?'granted':'denied',k=m[2]==='1'?'granted':'denied';",
  "g('consent','update',{ad_storage:k,ad_user_data:k,ad_personalization:k,analytics_storage:a})}",
  `else d.documentElement.setAttribute('${CONSENT_ASK_ATTRIBUTE}','${CONSENT_ASK_VALUE}')`,
  '})(window,document)',
].join('');
