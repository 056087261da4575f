import type { ParamValue, TaskParams } from "./catalogue-types";

/** A task's words in one language. */
export interface TaskWording {
  title: string;
  features(params: TaskParams): string[];
  usage(params: TaskParams): string[];
  /** Each parameter's name in words ("roles") and its value in words ("subscribers and authors"). */
  params: Readonly<Record<string, { label: string; describe(value: ParamValue): string }>>;
}

/** A task's Swedish, as written beside it: `describe` takes the parameter's value as the manifest types it. */
export interface SwedishTask {
  title: string;
  features(params: TaskParams): string[];
  usage(params: TaskParams): string[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each parameter's describe takes its own value type
  params?: Readonly<Record<string, { label: string; describe(value: any): string }>>;
}
