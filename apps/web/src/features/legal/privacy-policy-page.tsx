import { useEffect } from 'react';
import { LegalDocument } from './legal-document';
import { privacyPolicy } from './privacy-policy-content';

export default function PrivacyPolicyPage() {
  useEffect(() => {
    document.title = 'Privacy Policy · MoodCraft';
  }, []);
  return <LegalDocument document={privacyPolicy} />;
}
