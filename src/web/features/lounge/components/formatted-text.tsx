import { Fragment } from 'react';
import { type Inline, parseFormatted } from '#shared/lounge/format';

function InlineText({ parts }: { parts: Inline[] }) {
  return parts.map((part, i) => {
    if (part.kind === 'em') return <em key={i}>{part.text}</em>;
    if (part.kind === 'strong') return <strong key={i}>{part.text}</strong>;
    if (part.kind === 'link') {
      return (
        <span key={i} className="wrap-anywhere">
          {part.text}
          {part.host && <span className="text-muted-foreground"> ({part.host})</span>}
        </span>
      );
    }
    return <Fragment key={i}>{part.text}</Fragment>;
  });
}

/** A member's words with the Lounge's light formatting, drawn by React from the parsed text: never HTML, links never clickable. */
export function FormattedText({ text }: { text: string }) {
  return (
    <div className="flex max-w-[70ch] flex-col gap-3 leading-relaxed wrap-anywhere">
      {parseFormatted(text).map((block, i) => {
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={i} className={block.ordered ? 'list-decimal pl-6' : 'list-disc pl-6'}>
              {block.items.map((item, j) => (
                <li key={j}>
                  <InlineText parts={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={i}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                <InlineText parts={line} />
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
