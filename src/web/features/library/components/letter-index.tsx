import { Link } from 'react-router';
import { INDEX_LETTERS, letterId } from '../lib/glossary-filter';

/** A to Z (and # for numbers): letters with terms link to their section; the others are plain text. */
export function LetterIndex({ available }: { available: ReadonlySet<string> }) {
  return (
    <nav aria-label="Glossary by letter">
      <ul className="flex flex-wrap gap-1">
        {INDEX_LETTERS.map((letter) => (
          <li key={letter} aria-hidden={available.has(letter) ? undefined : true}>
            {available.has(letter) ? (
              <Link
                to={`/glossary#${letterId(letter)}`}
                aria-label={letter === '#' ? 'Numbers' : letter}
                className="inline-flex size-11 items-center justify-center rounded-lg font-semibold text-primary hover:bg-muted"
              >
                {letter}
              </Link>
            ) : (
              <span className="inline-flex size-11 items-center justify-center text-muted-foreground">{letter}</span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
