import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Item, Scale } from '#shared/assessments/definition';
import type { AnswerValue } from '#shared/assessments/scoring';
import { QuestionField } from './question-field';

const ITEM: Item = {
  id: 'tried',
  text: 'What have you tried?',
  kind: 'multi',
  scale: 'tried',
  reverse: false,
  optional: true,
  safety: false,
};
const SCALE: Scale = {
  id: 'tried',
  options: [
    { value: 1, label: 'Rest or more sleep' },
    { value: 2, label: 'Time outdoors' },
    { value: 3, label: 'Nothing yet', exclusive: true },
  ],
};

function Answering({ seen }: { seen: AnswerValue[] }) {
  const [value, setValue] = useState<AnswerValue | undefined>();
  return (
    <QuestionField
      item={ITEM}
      scale={SCALE}
      value={value}
      onChange={(next) => {
        if (next !== undefined) seen.push(next);
        setValue(next);
      }}
    />
  );
}

describe('a multi question with an answer that stands alone', () => {
  it('clears the others when "Nothing yet" is chosen, and clears "Nothing yet" when another is', async () => {
    const seen: AnswerValue[] = [];
    render(<Answering seen={seen} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Rest or more sleep' }));
    await user.click(screen.getByRole('checkbox', { name: 'Time outdoors' }));
    await user.click(screen.getByRole('checkbox', { name: 'Nothing yet' }));
    expect(screen.getByRole('checkbox', { name: 'Rest or more sleep' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Time outdoors' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Time outdoors' }));
    expect(screen.getByRole('checkbox', { name: 'Nothing yet' })).not.toBeChecked();
    expect(seen).toEqual([[1], [1, 2], [3], [2]]);
  });
});
