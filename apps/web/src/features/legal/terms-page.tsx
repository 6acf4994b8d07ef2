import { LegalDocument } from './legal-document';
import { termsOfService } from './terms-content';
import type { PageHandle } from '../../root';

export const meta = () => [{ title: 'Terms of Service · MoodCraft' }];

/** Complete as rendered at build time: opened directly, it loads no script (see root.tsx). */
export const handle: PageHandle = { scripts: false };

export default function TermsPage() {
  return <LegalDocument document={termsOfService} />;
}
