import { createRequire } from 'node:module';
import { disposableEmailBlocklist } from 'disposable-email-domains-js';

const require = createRequire(import.meta.url);

/**
 * Mail domains anyone can have an address at, which the two maintained lists leave out: Dutch,
 * Belgian and Moroccan providers our learners use, and a few privacy-minded mailboxes.
 */
const missingFromTheLists = [
  '12move.nl',
  'caiway.nl',
  'casema.nl',
  'chello.nl',
  'hccnet.nl',
  'kabelfoon.nl',
  'kpnplanet.nl',
  'online.nl',
  'onsbrabantnet.nl',
  'orange.nl',
  'outlook.nl',
  'quicknet.nl',
  'solcon.nl',
  'tele2.nl',
  'telfort.nl',
  'tiscali.nl',
  'upcmail.nl',
  'versatel.nl',
  'wanadoo.nl',
  'xs4all.nl',
  'zeelandnet.nl',
  'ziggo.nl',
  'proximus.be',
  'scarlet.be',
  'menara.ma',
  'duck.com',
  'fastmail.com',
  'fastmail.fm',
  'posteo.de',
  'posteo.net',
  'tuta.com',
  'tuta.io',
  'tutamail.com',
  'tutanota.com',
  'tutanota.de',
];

let known: Set<string> | undefined;

/** The lists are read once, on first use: free mail (email-providers) and disposable mail. */
function knownSharedDomains() {
  known ??= new Set([
    ...(require('email-providers/all.json') as string[]),
    ...disposableEmailBlocklist(),
    ...missingFromTheLists,
  ]);
  return known;
}

/**
 * Issue 18: whether a domain is shared by strangers (free mail, an internet provider, a
 * disposable mailbox, or one of `extra` from the configuration), so no organisation may claim
 * it. A subdomain of one counts too (mail.gmail.com).
 */
export function createSharedMailDomains(extra: readonly string[]) {
  const configured = new Set(extra.map((domain) => domain.toLowerCase()));
  return function isSharedMailDomain(domain: string) {
    const labels = domain.toLowerCase().replace(/\.$/, '').split('.');
    for (let i = 0; i < labels.length - 1; i++) {
      const candidate = labels.slice(i).join('.');
      if (configured.has(candidate) || knownSharedDomains().has(candidate)) return true;
    }
    return false;
  };
}
