import { LegalDocument } from './legal-document';
import { termsOfService } from './terms-content';

export const meta = () => [{ title: 'Terms of Service · MoodCraft' }];

export default function TermsPage() {
  return <LegalDocument document={termsOfService} />;
}
