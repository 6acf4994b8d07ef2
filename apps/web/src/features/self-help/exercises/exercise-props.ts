export type ExerciseProps = { onComplete: () => void };
