-- Mood apart from intensity (DESIGN decision 23): each entry gets how good or bad it felt overall,
-- 1 to 10 in half steps, beside the intensity it has always had ("score"). Entries logged before
-- are given the value derived from their emotion's valence (packages/core/src/emotions/catalogue.ts)
-- and their intensity, as the server derives it when none is sent: pleasant emotions
-- 5 + intensity / 2, unpleasant ones 6 - intensity / 2, mixed ones (and any other) 5.5.
ALTER TABLE "mood_entries" ADD COLUMN "pleasantness" real;--> statement-breakpoint
ALTER TABLE "mood_entries" ADD COLUMN "pleasantness_derived" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "mood_entries" SET "pleasantness" = CASE
  WHEN "primary_emotion" IN ('joy', 'trust', 'love', 'pride', 'relief', 'ecstasy', 'contentment',
    'amusement')
    THEN 5 + "score" / 2.0
  WHEN "primary_emotion" IN ('sadness', 'fear', 'anger', 'disgust', 'guilt', 'shame', 'contempt',
    'self-pity', 'vulnerability', 'melancholy', 'dread', 'awkwardness', 'apathy', 'remorse',
    'resentment')
    THEN 6 - "score" / 2.0
  ELSE 5.5
END;--> statement-breakpoint
ALTER TABLE "mood_entries" ALTER COLUMN "pleasantness" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mood_entries" ALTER COLUMN "pleasantness_derived" DROP DEFAULT;
