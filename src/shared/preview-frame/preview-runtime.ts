import type { SelectorElement } from "./element-selector";

export interface PreviewRuntimeOptions {
  /** Origin of the builder page: the only window the iframe reports to. */
  parentOrigin: string;
  elementMessageType: string;
  markingMessageType: string;
  highlightMs: number;
  textMaxChars: number;
  /** Colour given to a colour field whose value is not a colour yet. */
  defaultColor: string;
  /** The attribute of a success notice that shows only once its form is sent (mock preview). */
  sentAttribute: string;
  /** The mock preview is a picture of a page: its links and forms do nothing. A live WordPress keeps them. */
  inert: boolean;
}

/**
 * Runs inside the preview iframe: the mock's document (web preview-document.ts) and every HTML page of a
 * live WordPress preview (server preview-app.ts) carry its source (runtime-script.ts). It must stay
 * self-contained: only its parameters, its locals and the iframe's globals.
 *
 * - Element marking (switched by a message from the parent): hovering outlines an element; a click
 *   selects it, highlights it for `highlightMs` and posts { type, element } to the parent.
 * - Otherwise, with `inert`, the preview does nothing: form submits, link clicks and submit buttons;
 *   except that a form's submit button, its fields valid, shows the success notice beside the form
 *   (`sentAttribute`, hidden until then) and empties the form, as the page after a real send would.
 * - In the mock, text inputs that look like colour fields become colour pickers.
 */
export function previewRuntime(
  options: PreviewRuntimeOptions,
  selectorFor: (element: SelectorElement) => string,
): void {
  const HOVER = "data-plugsmith-hover";
  const PICKED = "data-plugsmith-picked";
  let marking = false;
  let hovered: Element | null = null;

  const style = document.createElement("style");
  style.textContent =
    `[${HOVER}]{outline:2px solid #2271b1!important;outline-offset:2px!important;cursor:crosshair!important}` +
    `[${PICKED}]{outline:3px solid #d63638!important;outline-offset:2px!important;background-color:rgba(214,54,56,.14)!important}` +
    "html[data-plugsmith-marking],html[data-plugsmith-marking] *{cursor:crosshair!important}" +
    `[${options.sentAttribute}][hidden]{display:none!important}`;
  (document.head ?? document.documentElement).appendChild(style);

  const isPage = (element: Element) => element === document.body || element === document.documentElement;

  function setHovered(element: Element | null) {
    if (hovered === element) return;
    hovered?.removeAttribute(HOVER);
    hovered = element;
    hovered?.setAttribute(HOVER, "");
  }

  function textOf(element: Element): string {
    const field = element as Partial<HTMLInputElement>;
    const raw =
      element.tagName === "INPUT" || element.tagName === "TEXTAREA"
        ? field.value || field.placeholder || ""
        : ((element as HTMLElement).innerText ?? element.textContent ?? "");
    return raw.replace(/\s+/g, " ").trim().slice(0, options.textMaxChars).trim();
  }

  function pick(element: Element) {
    element.setAttribute(PICKED, "");
    window.setTimeout(() => element.removeAttribute(PICKED), options.highlightMs);
    window.parent.postMessage(
      {
        type: options.elementMessageType,
        element: {
          tag: element.tagName.toLowerCase(),
          text: textOf(element),
          id: element.id || "",
          classes: Array.from(element.classList),
          selector: selectorFor(element),
        },
      },
      options.parentOrigin,
    );
  }

  document.addEventListener(
    "mouseover",
    (event) => {
      if (!marking) return;
      const target = event.target instanceof Element && !isPage(event.target) ? event.target : null;
      setHovered(target);
    },
    true,
  );
  document.addEventListener("mouseleave", () => setHovered(null));

  document.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (marking) {
        event.preventDefault();
        event.stopImmediatePropagation();
        if (target && !isPage(target)) pick(target);
        return;
      }
      const inertTarget = target?.closest("a[href], button:not([type]), button[type=submit], input[type=submit], input[type=image]");
      if (options.inert && inertTarget) {
        event.preventDefault();
        const form = inertTarget.tagName === "A" ? null : inertTarget.closest("form");
        if (form) mockSend(form);
      }
    },
    true,
  );
  /** A mock send: the browser's own checks of the fields first, then the notice beside the form. */
  function mockSend(form: HTMLFormElement) {
    const notices = form.parentElement?.querySelectorAll<HTMLElement>(`[${options.sentAttribute}]`) ?? [];
    if (notices.length === 0) return;
    if (!form.reportValidity()) return;
    notices.forEach((notice) => notice.removeAttribute("hidden"));
    form.reset();
    notices[0]!.scrollIntoView({ block: "nearest" });
  }

  document.addEventListener(
    "submit",
    (event) => {
      if (options.inert || marking) event.preventDefault();
    },
    true,
  );

  window.addEventListener("message", (event) => {
    if (event.source !== window.parent) return;
    const data = event.data as { type?: unknown; marking?: unknown } | null;
    if (!data || data.type !== options.markingMessageType || typeof data.marking !== "boolean") return;
    marking = data.marking;
    document.documentElement.toggleAttribute("data-plugsmith-marking", marking);
    if (!marking) setHovered(null);
  });

  function convertColourFields() {
    document.querySelectorAll("input").forEach((input) => {
      const type = (input.getAttribute("type") ?? "text").toLowerCase();
      if (type !== "text") return;
      const hints = `${input.name} ${input.id} ${input.getAttribute("class") ?? ""}`.toLowerCase();
      const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(input.value.trim());
      if (!hex && !hints.includes("color") && !hints.includes("colour")) return;
      const digits = hex?.[1] ?? "";
      const colour = !hex
        ? options.defaultColor
        : `#${digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits}`;
      input.type = "color";
      input.value = colour.toLowerCase();
    });
  }
  if (!options.inert) return;
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", convertColourFields);
  else convertColourFields();
}
