import { useId, useState } from 'react';
import { ENERGY_VALUES, type EnergyTask, IMPORTANCE_VALUES, MAX_TASKS, classifyTask, worthReshaping } from '#shared/flowpath/energy-map';
import { Button } from '#web/components/ui/button';
import { Notice } from '#web/components/ui/notice';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/form-field';
import { randomId } from '#web/lib/random-id';
import { CLASS_ORDER, CLASS_WORDS, ENERGY_LABELS, IMPORTANCE_LABELS, TREND_WORDS } from '../lib/energy-words';
import { type StageProps, fieldErrorsOf } from '../lib/stage-props';
import { sameData, useUnsaved } from '../lib/unsaved';
import { StageFooter } from './stage-footer';

const energyOptions = ENERGY_VALUES.map((v) => ({ value: String(v), label: ENERGY_LABELS[v]! }));
const importanceOptions = IMPORTANCE_VALUES.map((v) => ({ value: String(v), label: IMPORTANCE_LABELS[v]! }));

/** Stage 2: the member's regular tasks, each rated for energy and importance, and the map they make. */
export function StageEnergy(props: StageProps) {
  const { state, save, saving, unsaved } = props;
  const [tasks, setTasks] = useState<EnergyTask[]>(state.energy.tasks);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const mapId = useId();

  const add = () => {
    const trimmed = name.trim();
    if (!trimmed) return setErrors({ name: 'Please name the task.' });
    setTasks((list) => [...list, { id: `t-${randomId()}`, name: trimmed, energy: 0, importance: 2 }]);
    setName('');
    setErrors({});
  };
  const change = (id: string, patch: Partial<EnergyTask>) => setTasks((list) => list.map((t) => (t.id === id ? { ...t, ...patch } : t)));

  const submit = async () => {
    setSaved(false);
    try {
      await save({ method: 'PUT', path: 'energy', body: { tasks } });
      setErrors({});
      setSaved(true);
      return true;
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      return false;
    }
  };
  useUnsaved(unsaved, 'energy', sameData(tasks, state.energy.tasks) ? null : submit);

  return (
    <div className="flex flex-col gap-8">
      {state.energy.workTrend && <p>{TREND_WORDS[state.energy.workTrend]}</p>}
      <div className="flex flex-col gap-3">
        <TextField
          label="A task you do in a normal week"
          name="task-name"
          value={name}
          maxLength={80}
          error={errors.name}
          hint="For example: client calls, weekly report, team meeting, planning."
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <div>
          <Button variant="outline" onClick={add} disabled={tasks.length >= MAX_TASKS}>
            Add task
          </Button>
        </div>
      </div>

      {tasks.length > 0 && (
        <ul className="flex flex-col gap-4" aria-label="Your tasks">
          {tasks.map((task, i) => (
            <li key={task.id} className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4">
              <p className="font-semibold">{task.name}</p>
              <div className="grid gap-3 sm:grid-cols-2">
                <SelectField
                  label={`Energy: ${task.name}`}
                  name={`energy-${task.id}`}
                  options={energyOptions}
                  value={String(task.energy)}
                  error={errors[`tasks.${i}.energy`]}
                  onChange={(e) => change(task.id, { energy: Number(e.target.value) })}
                />
                <SelectField
                  label={`How much it matters: ${task.name}`}
                  name={`importance-${task.id}`}
                  options={importanceOptions}
                  value={String(task.importance)}
                  onChange={(e) => change(task.id, { importance: Number(e.target.value) })}
                />
              </div>
              <div>
                <Button
                  variant="ghost"
                  size="sm"
                  className="py-2 text-left whitespace-normal!"
                  onClick={() => setTasks((list) => list.filter((t) => t.id !== task.id))}
                >
                  Remove {task.name}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-3">
        <div>
          <Button onClick={() => void submit()} pending={saving}>
            Save my energy map
          </Button>
        </div>
        {saved && <Notice tone="success">Your energy map is saved.</Notice>}
        {errors.tasks && <Notice tone="error">{errors.tasks}</Notice>}
      </div>

      {tasks.length > 0 && (
        <section aria-labelledby={mapId} className="flex flex-col gap-4">
          <h3 id={mapId} className="text-xl font-semibold">
            Your energy map
          </h3>
          <div className="grid gap-4 sm:grid-cols-2">
            {CLASS_ORDER.map((kind) => {
              const here = tasks.filter((t) => classifyTask(t) === kind);
              return (
                <div key={kind} className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4">
                  <h4 className="font-semibold">
                    {CLASS_WORDS[kind].title} ({here.length})
                  </h4>
                  <p className="text-sm text-muted-foreground">{CLASS_WORDS[kind].hint}</p>
                  {here.length > 0 && (
                    <ul className="list-disc pl-5">
                      {here.map((t) => (
                        <li key={t.id}>
                          {t.name}
                          {worthReshaping(t) && <span className="text-muted-foreground"> (matters a lot: reshape rather than drop)</span>}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              );
            })}
          </div>
        </section>
      )}
      <StageFooter stage="energy" {...props} />
    </div>
  );
}
