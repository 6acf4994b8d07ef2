import { LegalDocument } from './legal-document';
import { privacyPolicy } from './privacy-policy-content';

export const meta = () => [{ title: 'Privacy Policy · MoodCraft' }];

export default function PrivacyPolicyPage() {
  return <LegalDocument document={privacyPolicy} />;
}
