export const privacyPolicy = {
  title: 'Privacy Policy',
  updated: '2026-11-27',
  intro: [
    'MoodCraft is a place to notice how you feel, be creative and look after your wellbeing. What you write here can be very personal, so this policy explains in plain words what is collected, why, where it is kept and what you can do about it.',
    'MoodCraft is open-source software that anyone can run on their own server. The people who run this MoodCraft server (the “operator”) may be an individual, a clinic or an organisation. In this policy, “we” means the operator. There is no central MoodCraft company that collects or receives your information.',
  ],
  sections: [
    {
      heading: 'Who holds your information',
      paragraphs: [
        'Everything you put into MoodCraft is stored on the operator’s own server. The operator is responsible for looking after that server, its backups and your information on it.',
        'If you have any question about your privacy, or about how this server is run, please contact the operator using the support e-mail address shown on the Contact Us page.',
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: [
        'We only collect what you give us while using MoodCraft, plus a small amount of technical information needed to keep the service working and safe.',
      ],
      list: [
        'Account details: your username, e-mail address and password (stored only as a secure hash, never as the password itself).',
        'Optional profile details: a phone number, a short bio and a profile picture, if you choose to add them.',
        'Mood entries: the emotion and sub-emotion you choose, how intense it felt (1 to 10), the factors that contributed to it and any notes you write. You can add factors of your own; their names are stored encrypted.',
        'Creative crafts: your writing, drawings, audio recordings and dance videos you record with your camera.',
        'Mood Friend conversations: the messages you send to the AI companion and the replies it gives.',
        'Your safety plan, if you write one: its warning signs, coping steps, contacts and reasons, stored encrypted. So that it opens without a connection, your browser also keeps a copy on your device until you sign out.',
        'Check-ins, if you take them: your answers to the PHQ-9 and GAD-7 questionnaires (stored encrypted), each total score and band, and how often you want to be reminded.',
        'Reading and activities: the self-help articles you bookmark and the quizzes and exercises you take.',
        'Contact messages: anything you send us through the contact form.',
        'Security settings: whether you use two-factor authentication, and the secret that makes it work.',
        'Technical logs: records of technical events such as sign-ins and errors.',
      ],
    },
    {
      heading: 'How your information is used',
      paragraphs: [
        'Your information is used to run MoodCraft for you: to keep you signed in, show your mood history and reports, save your crafts and bookmarks, let Mood Friend reply to you, answer your contact messages and keep your account secure.',
        'MoodCraft does not show advertising, does not build advertising profiles and does not sell your information. Nothing you write is shared with anyone unless you turn on a sharing feature yourself, or the operator connects an outside AI service to Mood Friend as described below.',
      ],
    },
    {
      heading: 'Mood Friend and AI services',
      paragraphs: [
        'By default, Mood Friend is a built-in companion that runs entirely on the operator’s server. In that case your conversation never leaves the server.',
        'The operator may instead connect Mood Friend to an OpenAI-compatible AI service. This could be a commercial service such as OpenAI, or an AI server the operator runs themselves (for example Ollama, vLLM or llama.cpp). When this is switched on, the chat page tells you so. The recent messages of your conversation are then sent to that service so it can write replies, with at most one line from your mood log: which activity tends to come with your better days. None of your other information, such as your mood notes, crafts, safety plan or profile, is sent.',
        'Every message is checked on the server for signs that you may be at risk of harm before any AI service is involved. Such a message is never sent to an AI service, now or later, and MoodCraft answers it itself with crisis helpline information; for the rest of that conversation Mood Friend answers on the server. These checks are counted in the server’s logs without your name or your words.',
        'Mood Friend is not a therapist and does not diagnose. You can clear your chat history at any time.',
      ],
    },
    {
      heading: 'How your information is protected',
      paragraphs: [
        'We take the security of your information seriously, and MoodCraft is built with several layers of protection:',
      ],
      list: [
        'Passwords are hashed with argon2id, so they cannot be read back, even by the operator.',
        'When you sign in you get a random session token kept in an HttpOnly cookie. The server stores only a hash of that token.',
        'You can turn on two-factor authentication using an authenticator app (TOTP) for extra protection.',
        'Encrypted at rest with AES-256-GCM, using a key kept outside the database: your mood notes, Mood Friend conversations, crafts (titles, tags, writing, drawings, recordings and videos), profile picture, bio and phone number, safety plan, check-in answers, the names of factors you add yourself, two-factor secret and contact messages. Each stored value is tied to its place, so it cannot be read if it is moved to another record.',
        'Not encrypted, because the server needs to read them to sign you in, to find your account when you forget your password, and to show your charts: your username and e-mail address, the emotions, intensity, factors and dates of your mood entries, the type of each craft and when it was made, which check-in questionnaire you took with its total score, band and date, your settings, bookmarks and article progress, and when and on which devices you are signed in. Your password is never stored, only its argon2id hash.',
        'Strict security headers help protect your browser from common web attacks.',
      ],
    },
    {
      heading: 'Cookies, analytics and other websites',
      paragraphs: [
        'MoodCraft uses one cookie: the session cookie that keeps you signed in. There are no analytics, no advertising, no trackers and no other cookies.',
        'By default, the app loads nothing from other websites. Fonts, scripts and everything else come from the operator’s own server.',
        'The one exception is the dance videos on the “Watch Dance” tab. These are embedded from a video host, but they load only after you click to play one. When you do, that video host receives the usual information any website gets from your browser, such as your IP address, and its own privacy policy applies.',
      ],
    },
    {
      heading: 'E-mails we send',
      paragraphs: ['Your e-mail address is used only for:'],
      list: [
        'Password reset messages, when you ask for one.',
        'Optional mood reminders and weekly reports. You can turn these off in Settings, and every one of these e-mails has an unsubscribe link.',
        'Check-in reminders, after your first check-in, on the days your check-in schedule says. They never include your answers or scores; you can turn them off on the Check-ins page or with the unsubscribe link in each one.',
        'Replies to messages you send us through the contact form.',
      ],
    },
    {
      heading: 'Sharing with your clinician',
      paragraphs: [
        'The “Data sharing” setting is off by default. If you turn it on, you can create a read-only link to a mood report to give to your clinician or another person you trust. The report also lists the check-in questionnaires of its period with their scores, including your answer to the PHQ-9’s question on thoughts of self-harm. Each link expires, and you can revoke it at any time.',
        'Nothing is shared this way unless you turn the setting on and create a link yourself.',
      ],
    },
    {
      heading: 'What the admins of this server see',
      paragraphs: [
        'The first account on a MoodCraft server is its admin, and the operator may name others. An admin sees the list of accounts: each username and e-mail address, when the account was created, when it was last used and how many mood entries it holds. An admin never sees your moods, notes, crafts, chats, safety plan or media.',
        'An admin can disable an account, which signs it out everywhere and stops it signing in until it is enabled again, or delete it, which removes everything in it as completely as deleting it yourself. Each of these actions is recorded, with the account’s e-mail address at the time, in a log only admins can read. That record stays after the account is deleted.',
      ],
    },
    {
      heading: 'Your choices and control',
      paragraphs: ['Your information belongs to you, and you can manage it directly in the app:'],
      list: [
        'Export everything from your profile as JSON, CSV or a zip file that includes your media files.',
        'Delete individual entries whenever you like.',
        'Clear your Mood Friend chat history.',
        'Change or delete your safety plan.',
        'Delete check-in results, or turn check-in reminders off, on the Check-ins page.',
        'Turn off mood reminders and weekly report e-mails in Settings.',
        'Delete your account. This removes every record and media file of yours immediately and signs you out everywhere.',
      ],
    },
    {
      heading: 'How long information is kept',
      paragraphs: [
        'Your information is kept for as long as you have an account, unless you delete it sooner. When you delete your account, your records and media files are removed from the live server straight away.',
        'The operator is responsible for any server backups. Backups may still hold copies of your information until they are replaced in the operator’s normal backup cycle. Technical logs never contain passwords, session tokens, mood notes, chat text or craft content.',
      ],
    },
    {
      heading: 'Age',
      paragraphs: [
        'You must be 16 or older to use MoodCraft, or have the consent of a parent or guardian where the law where you live requires it.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'If this policy changes, the date at the top will be updated. Please check back from time to time.',
        'For any question about your privacy or this policy, please contact the operator using the support e-mail address on the Contact Us page.',
      ],
    },
  ],
} as const;
