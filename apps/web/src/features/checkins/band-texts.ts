import type { CheckInInstrument, SeverityBand } from '@moodcraft/core/checkins/instruments';

/**
 * What a result means, said kindly and plainly: what the answers suggest, never what the person
 * "has". Every result page also says that a questionnaire is not a diagnosis.
 */
const PHQ_9: Partial<Record<SeverityBand, string>> = {
  minimal:
    'Your answers suggest few or no signs of low mood over the last two weeks. Keep doing what helps you, and check in again whenever you like.',
  mild: 'Your answers suggest some low mood over the last two weeks. Many people go through patches like this. Small things often help, such as regular sleep, some movement and time with people you like, and it is worth keeping an eye on how it goes.',
  moderate:
    'Your answers suggest that low mood has been weighing on you over the last two weeks. You don’t have to manage this on your own: it would be a good idea to talk it through with your GP or clinician.',
  'moderately-severe':
    'Your answers suggest that the last two weeks have been really hard. Please consider talking to your GP or clinician soon; the right support can make a real difference.',
  severe:
    'Your answers suggest that you have been struggling a great deal over the last two weeks. Please reach out to your GP or clinician as soon as you can. If at any point you feel unsafe, the helplines in “Get help now” answer any time.',
};

const GAD_7: Partial<Record<SeverityBand, string>> = {
  minimal:
    'Your answers suggest little or no worry or anxiety over the last two weeks. Keep doing what helps you, and check in again whenever you like.',
  mild: 'Your answers suggest some worry or anxiety over the last two weeks. That is common, and small things often help, such as slow breathing, time outdoors and talking to someone you trust. It is worth keeping an eye on how it goes.',
  moderate:
    'Your answers suggest that worry and anxiety have been weighing on you over the last two weeks. You don’t have to manage this on your own: it would be a good idea to talk it through with your GP or clinician.',
  severe:
    'Your answers suggest that anxiety has been very hard to live with over the last two weeks. Please reach out to your GP or clinician as soon as you can; anxiety responds well to support. If at any point you feel unsafe, the helplines in “Get help now” answer any time.',
};

export function bandText(instrument: CheckInInstrument, band: SeverityBand): string {
  return (instrument === 'phq-9' ? PHQ_9 : GAD_7)[band] ?? '';
}

export const NOT_A_DIAGNOSIS =
  'This is not a diagnosis. A questionnaire like this helps you notice how you have been; only a conversation with a professional can say what it means for you. If anything here worries you, or things change, talk to your GP or clinician.';
