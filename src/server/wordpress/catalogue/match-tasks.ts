import { MAX_ANALYSED_CHARS } from "../blueprint/detect-blocks";
import { CATALOGUE } from "./catalogue";
import type { TaskManifest } from "./catalogue-types";

/** One part of a request ("hide the admin bar for subscribers") and the catalogue tasks it asks for. */
export interface Clause {
  text: string;
  tasks: TaskManifest[];
}

/** What a request asks of the catalogue: the clauses that name tasks, and those that name something else. */
export interface RequestMatch {
  clauses: Clause[];
  /** Clauses asking for something no catalogue task does, in the person's words. */
  unmatched: string[];
}

// A request is read clause by clause: sentences (a full stop inside an address or a number is not one), semicolons, commas and "and"/"also"/"plus" before a new ask.
const ASK_START =
  "(?:a|an|the|add|make|create|build|write|disable|deactivate|turn|switch|hide|remove|allow|let|enable|redirect|send|e-?mail|notify|limit|set|show|display|block|stop|keep|change|put|include|exclude|require|count|track|also|then)\\b";
const SPLIT = new RegExp(`(?:[;!?\\n]|\\.+(?=\\s|$))+\\s*|,\\s*(?:and\\s+|also\\s+|then\\s+)?(?=${ASK_START})|\\s+(?:and|also|plus|as well as|then)\\s+(?=${ASK_START})`, "iu");

/** Words that carry no ask of their own: "please", "on my site", "I need a plugin that …". */
const FILLER = new Set(
  (
    "a an the my our your this that these those it its i me we us you please thanks thank plugin plugins site website wordpress wp " +
    "want wants need needs would like love to make create build write do does can could should will shall that which who for of on in at " +
    "with and or but also just simple small quick some so is are be been being have has had too as well please kindly there here by from " +
    "way something everything all any every new one little help hi hello hey ok okay yes instead now again"
  ).split(" "),
);

/** Whether a clause asks for something: a word of three letters or more that is not filler. */
export function asksForSomething(text: string): boolean {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? []).some((word) => word.length >= 3 && !FILLER.has(word));
}

export function splitClauses(request: string): string[] {
  return request
    .slice(0, MAX_ANALYSED_CHARS)
    .split(SPLIT)
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

export function tasksIn(text: string, catalogue: readonly TaskManifest[] = CATALOGUE): TaskManifest[] {
  return catalogue.filter((task) => task.recognise.some((pattern) => pattern.test(text)));
}

/**
 * Reads a request clause by clause. A clause that names no task but gives a parameter to the task of the clause
 * before it ("hide the admin bar for subscribers, authors and editors") joins that clause.
 */
export function matchRequest(request: string): RequestMatch {
  const clauses: Clause[] = [];
  const unmatched: string[] = [];
  const whole = tasksIn(request.slice(0, MAX_ANALYSED_CHARS));
  for (const text of splitClauses(request)) {
    const tasks = tasksIn(text);
    const previous = clauses[clauses.length - 1];
    if (tasks.length) {
      clauses.push({ text, tasks });
    } else if (previous && previous.tasks.some((task) => task.params.some((spec) => spec.read(text) !== null))) {
      previous.text = `${previous.text}, ${text}`;
    } else if (asksForSomething(text)) {
      unmatched.push(text);
    }
  }
  // A task recognised only across clauses ("when a new user registers, e-mail me") is read from the whole request.
  const found = new Set(clauses.flatMap((clause) => clause.tasks));
  const across = whole.filter((task) => !found.has(task));
  if (across.length) {
    clauses.push({ text: request.slice(0, MAX_ANALYSED_CHARS), tasks: across });
    const covered = (text: string) => across.some((task) => task.recognise.some((pattern) => pattern.test(`${text} ${request}`)));
    return { clauses, unmatched: unmatched.filter((text) => !covered(text) || asksForSomethingBeyond(text, across)) };
  }
  return { clauses, unmatched };
}

/** Whether a clause that took part in a cross-clause match still asks for something beyond those tasks' words. */
function asksForSomethingBeyond(text: string, tasks: readonly TaskManifest[]): boolean {
  let rest = text;
  for (const task of tasks) for (const pattern of [...task.recognise, ...task.followUpHints]) rest = rest.replace(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`), " ");
  return asksForSomething(rest.replace(/\b(?:when|whenever|if|each time|every time|me|admin|administrator)\b/gi, " "));
}
