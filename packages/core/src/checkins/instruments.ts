/**
 * The two questionnaires a person can take, word for word as their authors published them: the
 * PHQ-9 (depression) and the GAD-7 (anxiety). Both are free to reproduce; the credit below goes
 * wherever they are shown.
 */

export const CHECK_IN_INSTRUMENTS = ['phq-9', 'gad-7'] as const;
export type CheckInInstrument = (typeof CHECK_IN_INSTRUMENTS)[number];

export const CHECK_IN_CREDIT =
  'PHQ-9 and GAD-7 were developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.';

/** The four answers to every item, with the points each scores. */
export const ANSWER_OPTIONS = [
  { value: 0, label: 'Not at all' },
  { value: 1, label: 'Several days' },
  { value: 2, label: 'More than half the days' },
  { value: 3, label: 'Nearly every day' },
] as const;

export const DIFFICULTY_QUESTION =
  'If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?';

/** The closing question's answers (not scored), stored as 0 to 3. */
export const DIFFICULTY_OPTIONS = [
  { value: 0, label: 'Not difficult at all' },
  { value: 1, label: 'Somewhat difficult' },
  { value: 2, label: 'Very difficult' },
  { value: 3, label: 'Extremely difficult' },
] as const;

export const SEVERITY_BANDS = [
  'minimal',
  'mild',
  'moderate',
  'moderately-severe',
  'severe',
] as const;
export type SeverityBand = (typeof SEVERITY_BANDS)[number];

export const BAND_LABELS: Record<SeverityBand, string> = {
  minimal: 'Minimal',
  mild: 'Mild',
  moderate: 'Moderate',
  'moderately-severe': 'Moderately severe',
  severe: 'Severe',
};

export type Instrument = {
  id: CheckInInstrument;
  /** the short name, as clinicians say it */
  name: string;
  title: string;
  /** what it asks about, in plain words */
  topic: string;
  stem: string;
  items: readonly string[];
  /** the lowest total of each band, lowest band first; the last band runs to `maxTotal` */
  bands: readonly { band: SeverityBand; from: number }[];
  maxTotal: number;
  /** the item whose answer above 0 opens the safety flow at once (1-based), if any */
  safetyItem: number | null;
};

export const PHQ_9: Instrument = {
  id: 'phq-9',
  name: 'PHQ-9',
  title: 'Patient Health Questionnaire (PHQ-9)',
  topic: 'low mood and depression',
  stem: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
  items: [
    'Little interest or pleasure in doing things',
    'Feeling down, depressed, or hopeless',
    'Trouble falling or staying asleep, or sleeping too much',
    'Feeling tired or having little energy',
    'Poor appetite or overeating',
    'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
    'Trouble concentrating on things, such as reading the newspaper or watching television',
    'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
    'Thoughts that you would be better off dead or of hurting yourself in some way',
  ],
  bands: [
    { band: 'minimal', from: 0 },
    { band: 'mild', from: 5 },
    { band: 'moderate', from: 10 },
    { band: 'moderately-severe', from: 15 },
    { band: 'severe', from: 20 },
  ],
  maxTotal: 27,
  safetyItem: 9,
};

export const GAD_7: Instrument = {
  id: 'gad-7',
  name: 'GAD-7',
  title: 'Generalized Anxiety Disorder (GAD-7)',
  topic: 'worry and anxiety',
  stem: 'Over the last 2 weeks, how often have you been bothered by the following problems?',
  items: [
    'Feeling nervous, anxious, or on edge',
    'Not being able to stop or control worrying',
    'Worrying too much about different things',
    'Trouble relaxing',
    'Being so restless that it is hard to sit still',
    'Becoming easily annoyed or irritable',
    'Feeling afraid as if something awful might happen',
  ],
  bands: [
    { band: 'minimal', from: 0 },
    { band: 'mild', from: 5 },
    { band: 'moderate', from: 10 },
    { band: 'severe', from: 15 },
  ],
  maxTotal: 21,
  safetyItem: null,
};

export const INSTRUMENTS: Record<CheckInInstrument, Instrument> = {
  'phq-9': PHQ_9,
  'gad-7': GAD_7,
};

export const isInstrument = (value: unknown): value is CheckInInstrument =>
  (CHECK_IN_INSTRUMENTS as readonly unknown[]).includes(value);
