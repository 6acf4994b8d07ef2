import { Fragment } from 'react';
import { inlineParts } from '@moodcraft/core/articles/markdown';

/** A line of article text with its **bold** and *italic* runs. */
export function ArticleText({ text }: { text: string }) {
  return (
    <>
      {inlineParts(text).map((part, i) =>
        part.bold ? (
          <strong key={i}>{part.text}</strong>
        ) : part.italic ? (
          <em key={i}>{part.text}</em>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
