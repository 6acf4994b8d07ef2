/** Where to turn right now, by CRISIS_REGION. Numbers checked against each service's own site. */
export type Helpline = { name: string; contact: string; description: string; href: string };

export type CrisisRegion = 'AU' | 'US' | 'UK' | 'INTL';

export const HELPLINES: Record<CrisisRegion, Helpline[]> = {
  AU: [
    {
      name: 'Emergency',
      contact: '000',
      description: 'If you or someone else is in immediate danger.',
      href: 'tel:000',
    },
    {
      name: 'Lifeline',
      contact: '13 11 14',
      description: 'Crisis support, any time, day or night. You can also text 0477 13 11 14.',
      href: 'tel:131114',
    },
    {
      name: 'Kids Helpline',
      contact: '1800 55 1800',
      description: 'For young people aged 5 to 25, any time.',
      href: 'tel:1800551800',
    },
    {
      name: '1800RESPECT',
      contact: '1800 737 732',
      description: 'If someone is hurting or threatening you at home.',
      href: 'tel:1800737732',
    },
  ],
  US: [
    {
      name: 'Emergency',
      contact: '911',
      description: 'If you or someone else is in immediate danger.',
      href: 'tel:911',
    },
    {
      name: '988 Suicide & Crisis Lifeline',
      contact: '988',
      description: 'Call or text 988, any time.',
      href: 'tel:988',
    },
    {
      name: 'Crisis Text Line',
      contact: 'Text HOME to 741741',
      description: 'Text with a trained volunteer, any time.',
      href: 'sms:741741',
    },
    {
      name: 'National Domestic Violence Hotline',
      contact: '1-800-799-7233',
      description: 'If someone is hurting or threatening you.',
      href: 'tel:18007997233',
    },
  ],
  UK: [
    {
      name: 'Emergency',
      contact: '999',
      description: 'If you or someone else is in immediate danger.',
      href: 'tel:999',
    },
    {
      name: 'Samaritans',
      contact: '116 123',
      description: 'Free, any time, day or night.',
      href: 'tel:116123',
    },
    {
      name: 'Shout',
      contact: 'Text SHOUT to 85258',
      description: 'Free text support, any time.',
      href: 'sms:85258',
    },
    {
      name: 'National Domestic Abuse Helpline',
      contact: '0808 2000 247',
      description: 'If someone is hurting or threatening you.',
      href: 'tel:08082000247',
    },
  ],
  INTL: [
    {
      name: 'Your local emergency number',
      contact: '112 or 911 in many countries',
      description:
        'If you or someone else is in immediate danger, call your local emergency number.',
      href: 'tel:112',
    },
    {
      name: 'Find a helpline',
      contact: 'findahelpline.com',
      description: 'A free directory of crisis lines in many countries.',
      href: 'https://findahelpline.com',
    },
  ],
};
