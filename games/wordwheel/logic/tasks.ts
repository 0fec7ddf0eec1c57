// The task wheel's tasks: what the class does with the landed word. Its spin is fair like the word wheel's
// (games/mechanics/wheel), so each task comes up as often as the others.

export type TaskId = 'say' | 'spell' | 'sentence' | 'act';

export interface Task {
  id: TaskId;
  /** Shown big under the word, and said. */
  text: string;
  /** The task wheel's label beside its picture (short: the segment is narrow). */
  label: string;
}

/** The tasks in the wheel's order (segment 0 first, clockwise from the pointer). */
export const TASKS: readonly Task[] = [
  { id: 'say', text: 'Say it!', label: 'Say' },
  { id: 'spell', text: 'Spell it!', label: 'Spell' },
  { id: 'sentence', text: 'Make a sentence!', label: 'Sentence' },
  { id: 'act', text: 'Act it out!', label: 'Act' },
];

/** The task under the task wheel's pointer, from its segment. */
export function taskAt(segment: number): Task {
  const task = TASKS[segment];
  if (!task) throw new RangeError(`No task ${segment}`);
  return task;
}
