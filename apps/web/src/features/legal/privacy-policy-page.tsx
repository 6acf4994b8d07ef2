import { LegalDocument } from './legal-document';
import { privacyPolicy } from './privacy-policy-content';
import type { PageHandle } from '../../root';

export const meta = () => [{ title: 'Privacy Policy · MoodCraft' }];

/** Complete as rendered at build time: opened directly, it loads no script (see root.tsx). */
export const handle: PageHandle = { scripts: false };

export default function PrivacyPolicyPage() {
  return <LegalDocument document={privacyPolicy} />;
}
