/** A parameter's value: a whole number, a piece of text, or a list of names (roles). */
export type ParamValue = number | string | readonly string[];

export type TaskParams = Readonly<Record<string, ParamValue>>;

interface ParamBase<T extends ParamValue> {
  /** The name templates use: `PLUGSMITH_PARAM_<NAME in upper case>`. Lower case letters and underscores. */
  name: string;
  /** What it is, for the reply ("roles", "revisions kept"). */
  label: string;
  default: T;
  /** The value the person's words give, or null when they do not give one. */
  read(text: string): T | null;
  /** The value in words, for the reply and the readme ("subscribers and authors", "5"). */
  describe(value: T): string;
}

export interface IntegerParam extends ParamBase<number> {
  type: "integer";
  min: number;
  max: number;
}

export interface ChoiceParam extends ParamBase<string> {
  type: "choice";
  options: readonly string[];
}

/** Free text that must match `pattern` (an e-mail address, a path): never inserted unescaped. */
export interface TextParam extends ParamBase<string> {
  type: "text";
  pattern: RegExp;
  maxLength: number;
}

export interface ListParam extends ParamBase<readonly string[]> {
  type: "list";
  options: readonly string[];
  /** At least one item (an empty list of roles would make the task do nothing). */
  minItems: number;
}

export type ParamSpec = IntegerParam | ChoiceParam | TextParam | ListParam;

/**
 * One everyday task of the catalogue (issue #33): a folder of real PHP (and CSS/JS) files and this manifest.
 * The task's PHP file is `<id>.php` in its folder and goes to `includes/<id>.php` in the plugin.
 */
export interface TaskManifest {
  /** The folder's name: kebab-case. */
  id: string;
  /** What it does, as a title ("Disable XML-RPC"). */
  title: string;
  /** Words that ask for this task, any of which recognises it in a request. */
  recognise: readonly RegExp[];
  /** Words that point at this task in a follow-up that does not repeat its name ("hide it for editors"). */
  followUpHints: readonly RegExp[];
  params: readonly ParamSpec[];
  /** The plugin's name when it is made of this task alone ("Hide Admin Bar for Subscribers"). */
  pluginName(params: TaskParams): string;
  /** What the built task does, one sentence per feature, with its parameters in words. */
  features(params: TaskParams): string[];
  /** How to see it working. */
  usage(params: TaskParams): string[];
  /** WordPress hooks its PHP uses. */
  hooks: readonly string[];
  /** The requirement(s) it satisfies, in the words a request would use. */
  covers: readonly string[];
  /** A request that builds it, for the quick actions ("Disable XML-RPC on my site"). */
  quickPrompt: string;
  /** readme.txt tags. */
  tags: readonly string[];
  /** Files besides `<id>.php` in the task's folder, with where they go in the plugin ("assets/<file>"). */
  assets?: readonly string[];
  /** Options the task stores, deleted by uninstall.php. */
  options?: readonly string[];
  /** User meta keys the task stores, deleted for every user by uninstall.php. */
  userMeta?: readonly string[];
}
