export const termsOfService = {
  title: 'Terms of Service',
  updated: '2026-11-21',
  intro: [
    'Welcome to MoodCraft. These terms explain what you can expect from this MoodCraft server and what we ask of you in return. We have tried to keep them short and clear.',
    'MoodCraft is open-source software that anyone can run on their own server. This server is run by the people who run this MoodCraft server (the “operator”), which may be an individual, a clinic or an organisation. In these terms, “we” means the operator. By creating an account or using MoodCraft, you agree to these terms and to our Privacy Policy.',
  ],
  sections: [
    {
      heading: 'MoodCraft is not medical care',
      paragraphs: [
        'MoodCraft is a tool for noticing your moods, being creative and supporting your wellbeing. It is not a medical device, and it is not a substitute for professional care, diagnosis or treatment. If you are worried about your mental or physical health, please talk to a doctor, counsellor or other qualified professional.',
        'If you are in danger or thinking about harming yourself, please get help right now:',
      ],
      list: [
        'Call your local emergency number: 000 in Australia, 911 in the US, 999 in the UK.',
        'Australia: Lifeline on 13 11 14.',
        'United States: call 988.',
        'United Kingdom: Samaritans on 116 123.',
      ],
    },
    {
      heading: 'Who can use MoodCraft',
      paragraphs: [
        'You must be 16 or older to use MoodCraft, or have the consent of a parent or guardian where the law where you live requires it.',
        'Please give accurate details when you register, especially your e-mail address, because it is used for password resets and replies to your messages.',
      ],
    },
    {
      heading: 'Your account and its security',
      paragraphs: [
        'You register with a username, e-mail address and password. You are responsible for keeping your password private and for what happens under your account. We strongly recommend turning on two-factor authentication (TOTP) in your settings.',
        'If you think someone else has used your account, change your password straight away and let the operator know through the support e-mail address on the Contact Us page.',
      ],
    },
    {
      heading: 'Your content',
      paragraphs: [
        'Your mood entries, notes, crafts (writing, drawings, audio recordings and dance videos), chat messages and profile details belong to you. By using MoodCraft, you allow the operator to store and process them only as needed to run the service for you, as described in the Privacy Policy.',
        'You can export everything from your profile as JSON, CSV or a zip file with your media files, delete individual entries, and clear your Mood Friend chat history at any time.',
        'Please only upload content you have the right to use. If you record a dance video or audio that includes other people, make sure they are happy for you to do so.',
      ],
    },
    {
      heading: 'Using MoodCraft kindly and fairly',
      paragraphs: ['To keep MoodCraft safe for everyone, please do not:'],
      list: [
        'Break the law, or use MoodCraft to harass, threaten or harm anyone.',
        'Upload content that is illegal or that infringes someone else’s rights.',
        'Try to get into other people’s accounts or information.',
        'Try to disrupt, overload or break the security of the server.',
        'Use automated tools to misuse the service, such as sending large volumes of messages to Mood Friend or the contact form.',
      ],
    },
    {
      heading: 'Mood Friend, the AI companion',
      paragraphs: [
        'Mood Friend is a supportive chat companion. It is not a therapist, it does not diagnose, and its replies are not professional advice. Its replies can be wrong or unhelpful, so please use your own judgement and seek professional help when you need it.',
        'By default, Mood Friend runs entirely on the operator’s server. The operator may instead connect an OpenAI-compatible AI service, such as OpenAI or a self-run Ollama, vLLM or llama.cpp server. When that is on, the chat page tells you, and the messages of your conversation are sent to that service to produce replies. No other information of yours is sent.',
        'If a message suggests a risk of harm, Mood Friend answers first with crisis helpline information, before any AI service is involved.',
      ],
    },
    {
      heading: 'Sharing your mood reports',
      paragraphs: [
        'The “Data sharing” setting is off by default. If you turn it on, you can create a read-only link to a mood report to give to your clinician. Links expire, and you can revoke them at any time. You are responsible for choosing who you give a link to. Nothing is shared unless you do this yourself.',
      ],
    },
    {
      heading: 'Articles, exercises and outside content',
      paragraphs: [
        'The self-help articles, quizzes and exercises in MoodCraft are for general information and wellbeing. They are not tailored advice for your situation.',
        'Dance videos on the “Watch Dance” tab are embedded from a video host and load only when you click to play them. That content comes from the video host, and the host’s own terms apply to it.',
      ],
    },
    {
      heading: 'Plans and payments',
      paragraphs: [
        'The landing page mentions a free basic plan and a premium plan from USD 9.99 per month. The MoodCraft app itself does not handle any payments. If a paid plan is offered on this server, it is arranged directly by the operator, and the operator will explain its terms to you.',
      ],
    },
    {
      heading: 'Ending your account',
      paragraphs: [
        'You can delete your account at any time from your profile. This removes every record and media file of yours immediately and ends all your sessions. Server backups are the operator’s responsibility and may hold copies of your information until they rotate. You may wish to export your information before you delete your account.',
        'The operator may suspend or close an account that breaks these terms or puts other people or the server at risk.',
      ],
    },
    {
      heading: 'Open-source software and no warranty',
      paragraphs: [
        'MoodCraft is free software, licensed under the GNU Affero General Public License, version 3 or (at your option) any later version (AGPL-3.0-or-later). You can read, study and share its source code under that licence.',
        'The software is provided “as is”, without any warranty of any kind. We do our best to keep this server running well and your information safe, but we cannot promise that MoodCraft will always be available, error-free or suited to your particular needs. To the extent the law allows, neither the operator nor the authors of MoodCraft are liable for any loss or harm that comes from using it. Nothing in these terms limits any rights you have under the law that cannot be limited.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'If these terms change, the date at the top will be updated. If you keep using MoodCraft after a change, that means you accept the new terms.',
        'For any question about these terms, please contact the operator using the support e-mail address on the Contact Us page.',
      ],
    },
  ],
} as const;
