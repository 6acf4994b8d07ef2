import { useEffect } from 'react';
import { LegalDocument } from './legal-document';
import { termsOfService } from './terms-content';

export default function TermsPage() {
  useEffect(() => {
    document.title = 'Terms of Service · MoodCraft';
  }, []);
  return <LegalDocument document={termsOfService} />;
}
