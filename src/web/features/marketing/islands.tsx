import {
  Component,
  createElement,
  lazy,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from "react";
import { onShownLanguage, shownLanguage } from "~/lib/i18n-language";

// Public pages ship what they need (issue #35 item 5, decision 0073). A prerendered page's static parts
// (header, page body, footer) are "islands": the browser keeps their prerendered HTML as it is and does not
// download their React components, i18next or the app's libraries, until one of these happens:
//  - the visitor uses a control inside it (a button, a text field, a link named `clickable`): its component
//    is loaded, rendered in place of the HTML, and the click, the focus and the text typed so far are carried
//    over;
//  - the page is shown in another language than English (the prerendered HTML is English);
//  - the page asks for it (`wake`): the header once a signed-in visitor is recognised, the home page when its
//    gallery of public plugins comes near the screen.
// A page opened by a client-side navigation has no prerendered HTML: its islands render at once (lazily).

let hydrated = false;

/** The root calls this after the first render has hydrated: later pages have no prerendered HTML to keep. */
export function markHydrated(): void {
  hydrated = true;
}

const CONTENTS: CSSProperties = { display: "contents" };
const CONTROLS = "button, input, textarea, select";
const TEXT_CONTROLS = "input, textarea";

/** A use of a control in the HTML, to make again on the component: which control (its place and its words). */
type Replay = { kind: "click" | "focus"; index: number; text: string };
/** The text controls' values and the focused control, read from the HTML just before it is replaced. */
interface Carried {
  values: (string | null)[];
  focused: number;
  selection: [number, number] | null;
}


/**
 * The controls a visitor can use, in document order. Hidden ones are left out: a prerendered Radix checkbox
 * carries a hidden input that its rendered component does not, which would shift every later control's place.
 */
function controlsOf(element: Element, selector: string): Element[] {
  return [...element.querySelectorAll(selector)].filter((control) => control.getAttribute("aria-hidden") !== "true");
}

/** A control's name as a person hears it: its aria-label (three plans' buttons all read "Subscribe"), else its text. */
const wordsOf = (control: Element) => control.getAttribute("aria-label") ?? (control.textContent ?? "").trim();

function replayOf(kind: Replay["kind"], element: Element, selector: string, control: Element): Replay {
  return { kind, index: controlsOf(element, selector).indexOf(control), text: wordsOf(control) };
}

/**
 * The component's control a use in the HTML was made on: the one in the same place with the same words, else
 * the first with those words; none when the component has no such control (a click is never made on another).
 */
function controlFor(element: Element, replay: Replay, selector: string): Element | null {
  const controls = controlsOf(element, selector);
  const same = controls[replay.index];
  if (same && wordsOf(same) === replay.text) return same;
  return controls.find((control) => wordsOf(control) === replay.text) ?? null;
}

function carry(element: Element, selector: string): Carried {
  const controls = controlsOf(element, selector);
  const active = document.activeElement;
  const focused = active ? controls.indexOf(active) : -1;
  // An e-mail field has no selection to carry (its selectionStart is null and setSelectionRange throws).
  const selection =
    (active instanceof HTMLTextAreaElement || active instanceof HTMLInputElement) && active.selectionStart !== null
      ? ([active.selectionStart, active.selectionEnd ?? active.selectionStart] as [number, number])
      : null;
  return {
    values: controls.map((control) => (control.matches(TEXT_CONTROLS) ? (control as HTMLInputElement).value : null)),
    focused,
    selection,
  };
}

/** Sets a controlled input's value the way typing does, so React's onChange sees it. */
function typeInto(control: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(control, value);
  control.dispatchEvent(new Event("input", { bubbles: true }));
}

function restore(element: Element, carried: Carried, selector: string): void {
  const controls = controlsOf(element, selector);
  carried.values.forEach((value, index) => {
    const control = controls[index];
    if (value && (control instanceof HTMLTextAreaElement || control instanceof HTMLInputElement)) typeInto(control, value);
  });
  const focused = controls[carried.focused];
  if (focused instanceof HTMLElement) {
    focused.focus();
    if (carried.selection && (focused instanceof HTMLTextAreaElement || focused instanceof HTMLInputElement)) {
      focused.setSelectionRange(...carried.selection);
    }
  }
}

/**
 * Replays the clicks made on the HTML, in their order, on the rendered island. Called from a passive effect
 * and a task later, so that the components' own mount effects have run (the menu closes itself on mount) and
 * the values typed in are in their state (a submit reads them from there); a task apart, so that each click
 * sees the state the one before it left (a consent ticked, then Buy).
 */
function replayClicks(element: Element, replays: Replay[], selector: string): () => void {
  const clicks = replays.filter((replay) => replay.kind === "click");
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = (index: number) => {
    const replay = clicks[index];
    if (!replay) return;
    timer = setTimeout(() => {
      const target = controlFor(element, replay, selector);
      if (target instanceof HTMLElement) target.click();
      next(index + 1);
    }, 0);
  };
  next(0);
  return () => clearTimeout(timer);
}

interface CarrierProps {
  live: boolean;
  frozen: RefObject<HTMLDivElement | null>;
  rendered: RefObject<HTMLDivElement | null>;
  controls: string;
  children: ReactNode;
}

/**
 * Reads the prerendered HTML's state (text typed, focus) at the last moment before React
 * replaces it with the component's (getSnapshotBeforeUpdate runs just before the DOM changes, so nothing the
 * visitor does while the component is rendered is missed) and gives it to the component's DOM.
 */
class Carrier extends Component<CarrierProps> {
  getSnapshotBeforeUpdate(previous: CarrierProps): Carried | null {
    return !previous.live && this.props.live && this.props.frozen.current ? carry(this.props.frozen.current, this.props.controls) : null;
  }

  componentDidUpdate(_previous: CarrierProps, _state: unknown, carried: Carried | null): void {
    if (carried && this.props.rendered.current) restore(this.props.rendered.current, carried, this.props.controls);
  }

  render(): ReactNode {
    return this.props.children;
  }
}

export interface IslandComponent<P extends object> {
  (props: P): React.ReactNode;
  /** Renders the island's component now (and loads it first when needed). */
  wake: () => void;
}

/**
 * A part of a public page whose prerendered HTML is kept until it is needed. `name` is unique on the page
 * (the HTML is found by it); `load` brings the component, which must render what the prerender rendered.
 * `clickable` names further elements (besides buttons) whose plain click the component handles, such as an
 * article's "Build this plugin" links: the first click brings the component and is replayed on it.
 * `enterInTextarea`: Enter in a textarea submits its form once the component is there (the prompt boxes', the
 * default), or is a new line as the browser makes it (the contact form's message).
 */
export function island<P extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  options: { ownsTitle?: boolean; clickable?: string; enterInTextarea?: "submits" | "newline" } = {},
): IslandComponent<P> {
  const Lazy = lazy(load);
  const clickable = options.clickable ? `button, ${options.clickable}` : "button";
  const controls = options.clickable ? `${CONTROLS}, ${options.clickable}` : CONTROLS;
  let loaded: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => (loaded ??= load().then((module) => module.default));
  let woken = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const stop = onShownLanguage(listener);
    return () => {
      listeners.delete(listener);
      stop();
    };
  };
  const wanted = () => woken || shownLanguage() !== "en";

  function Island(props: P) {
    // The prerendered HTML, read once while hydrating; null on the server and after a client-side navigation.
    const [html] = useState(() =>
      typeof document === "undefined" || hydrated
        ? null
        : (document.querySelector(`[data-island="${name}"]`)?.innerHTML ?? null),
    );
    // A page's <title> (its <PageTitle>, hoisted into <head> by the prerender) is nobody's while the page is
    // kept as HTML: it goes when the page's component renders its own or the page is left, so that the
    // document's first <title> is always the current one.
    const [title] = useState(() =>
      html !== null && options.ownsTitle ? document.head.querySelector("title") : null,
    );
    const [Live, setLive] = useState<ComponentType<P> | null>(null);
    const isWanted = useSyncExternalStore(subscribe, wanted, wanted);
    const frozenRef = useRef<HTMLDivElement>(null);
    const liveRef = useRef<HTMLDivElement>(null);
    const replay = useRef<Replay[]>([]);

    const goLive = useRef(() => {
      void loadOnce().then((component) => {
        // A transition: should anything inside suspend, the prerendered HTML stays until it is ready.
        startTransition(() => setLive(() => component));
      });
    }).current;

    useEffect(() => {
      if (html !== null && isWanted) goLive();
    }, [html, isWanted, goLive]);

    // While frozen, the first use of a control brings the component; the use is replayed on it.
    useEffect(() => {
      const element = frozenRef.current;
      if (!element || Live) return;
      // A focus is carried over only when nothing was clicked; clicks are all kept, in their order.
      const want = (next: Replay) => {
        if (replay.current.length === 0) replay.current = [next];
        goLive();
      };
      const clicked = (control: Element) => {
        replay.current = [...replay.current.filter((earlier) => earlier.kind === "click"), replayOf("click", element, controls, control)];
        goLive();
      };
      const onClick = (event: MouseEvent) => {
        const button = event.target instanceof Element ? event.target.closest(clickable) : null;
        if (!button || !element.contains(button)) return;
        // A link opened in a new tab or window is the browser's to follow, as it is for the component.
        if (button.localName === "a" && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)) return;
        event.preventDefault();
        // A click outranks an earlier focus: it is what the visitor did last.
        clicked(button);
      };
      const onFocus = (event: FocusEvent) => {
        if (event.target instanceof Element && event.target.matches(TEXT_CONTROLS)) {
          want(replayOf("focus", element, controls, event.target));
        }
      };
      // Enter in a textarea submits its form once the component is there (the prompt box's behaviour).
      const onKeyDown = (event: KeyboardEvent) => {
        if (options.enterInTextarea === "newline") return;
        const target = event.target;
        if (!(target instanceof HTMLTextAreaElement) || event.key !== "Enter" || event.shiftKey || event.isComposing) return;
        const submit = target.form?.querySelector('button[type="submit"]');
        if (!submit) return;
        event.preventDefault();
        clicked(submit);
      };
      const onSubmit = (event: SubmitEvent) => event.preventDefault();
      element.addEventListener("click", onClick);
      element.addEventListener("focusin", onFocus);
      // Its controls take clicks from now on: before, a click was the browser's alone (a form submitted itself).
      element.removeAttribute("data-island-waiting");
      element.addEventListener("keydown", onKeyDown);
      element.addEventListener("submit", onSubmit);
      return () => {
        element.removeEventListener("click", onClick);
        element.removeEventListener("focusin", onFocus);
        element.removeEventListener("keydown", onKeyDown);
        element.removeEventListener("submit", onSubmit);
      };
    }, [Live, goLive]);

    useLayoutEffect(() => {
      if (Live) title?.remove();
      return () => title?.remove();
    }, [Live, title]);

    useEffect(() => {
      if (!Live || !liveRef.current) return;
      const made = replay.current;
      replay.current = [];
      return replayClicks(liveRef.current, made, controls);
    }, [Live]);

    // No Suspense boundary of its own: a navigation (a transition) keeps the previous page until the component
    // is there, so a hash target (/#faq) exists when the scroll manager looks for it; prerendering waits for it.
    if (html === null) {
      return (
        <div data-island={name} data-island-waiting={import.meta.env.SSR ? "" : undefined} style={CONTENTS}>
          <Lazy {...props} />
        </div>
      );
    }
    return (
      <Carrier live={Live !== null} frozen={frozenRef} rendered={liveRef} controls={controls}>
        {Live ? (
          <div key="live" ref={liveRef} data-island={name} style={CONTENTS}>
            {createElement(Live, props)}
          </div>
        ) : (
          <div key="frozen" ref={frozenRef} data-island={name} data-island-waiting="" style={CONTENTS} dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </Carrier>
    );
  }

  const component = Island as IslandComponent<P>;
  component.wake = () => {
    if (woken) return;
    woken = true;
    for (const listener of listeners) listener();
  };
  return component;
}
