// `@gbc/web-kit/deferred-form`: zod-free and stateless, so not a shared singleton: the few pages with a
// form bundle it, and no page without one carries it in its first load.
import {
  type ComponentType,
  type FormEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { logError } from './log-error.js';

/** What the live form receives: the values typed or ticked into the placeholder, by field name. */
export interface DeferredFormLiveProps {
  /** Nested as the names are dotted (`metadata.interests`); merge into the form's defaults with `withInitialValues`. */
  initialValues: Record<string, unknown>;
}

/** Props the placeholder spreads on its `<form>`: they start the code's download and keep an early submit. */
export interface DeferredFormElementProps {
  ref: RefObject<HTMLFormElement | null>;
  noValidate: true;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onFocus: () => void;
  onInput: () => void;
  onChange: () => void;
  onPointerDown: () => void;
}

export interface DeferredFormPlaceholderState {
  formProps: DeferredFormElementProps;
  /** True once the visitor pressed submit: the form is sent as soon as its code arrives. */
  submitting: boolean;
}

export interface DeferredFormProps<P extends object> {
  /** The form's own chunk (form hook and schema): `() => import('./ContactForm.js')`. */
  load: () => Promise<{ default: ComponentType<P & DeferredFormLiveProps> }>;
  /** Props of the live form besides `initialValues`. */
  props: P;
  /**
   * The form as the server renders it: a `<form>` spreading `formProps`, with the same labelled fields
   * (uncontrolled, with their `name`) and button as the live form, in the same order, without the
   * form library. The live form renders its `<form>` in the same place.
   */
  placeholder: (state: DeferredFormPlaceholderState) => ReactNode;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (element: Element): element is Control =>
  (element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement) &&
  element.name !== '';

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    node[key] = typeof next === 'object' && next !== null ? next : {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1) as string] = value;
}

/**
 * The values of a form's named controls as the form library registers them: text as strings, a
 * lone checkbox as a boolean, a group of same-named checkboxes as the list of ticked values, a
 * radio group as the chosen value.
 */
export function readFormValues(form: HTMLFormElement): Record<string, unknown> {
  const controls = Array.from(form.elements).filter(isControl);
  const checkboxes = new Map<string, string[]>();
  const groupSize = new Map<string, number>();
  for (const control of controls) {
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      groupSize.set(control.name, (groupSize.get(control.name) ?? 0) + 1);
    }
  }
  const values: Record<string, unknown> = {};
  for (const control of controls) {
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      if ((groupSize.get(control.name) ?? 0) === 1) {
        setPath(values, control.name, control.checked);
        continue;
      }
      const ticked = checkboxes.get(control.name) ?? [];
      if (control.checked) ticked.push(control.value);
      checkboxes.set(control.name, ticked);
      setPath(values, control.name, ticked);
    } else if (control instanceof HTMLInputElement && control.type === 'radio') {
      if (control.checked) setPath(values, control.name, control.value);
    } else {
      setPath(values, control.name, control.value);
    }
  }
  return values;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A form's defaults with what the visitor already typed laid over them (nested objects merged). */
export function withInitialValues<T extends object>(defaults: T, initialValues: Record<string, unknown>): T {
  const merged = { ...defaults } as Record<string, unknown>;
  for (const [key, value] of Object.entries(initialValues)) {
    const base = merged[key];
    merged[key] = isPlainObject(base) && isPlainObject(value) ? withInitialValues(base, value) : value;
  }
  return merged as T;
}

interface Focus {
  /** Index of the focused control among the form's elements; the live form has the same fields. */
  index: number;
  selection: [number, number] | null;
}

function focusOf(form: HTMLFormElement): Focus | null {
  const active = document.activeElement;
  if (!active || !form.contains(active)) return null;
  const index = Array.from(form.elements).indexOf(active);
  if (index < 0) return null;
  const selection =
    active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
      ? readSelection(active)
      : null;
  return { index, selection };
}

/** Inputs without a caret (checkbox, email in some browsers) throw on selectionStart. */
function readSelection(control: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    const { selectionStart, selectionEnd } = control;
    return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  } catch {
    return null;
  }
}

/** Where the placeholder's form stands, to find the live form that takes its place. */
interface Place {
  parent: HTMLElement;
  /** Its index among the forms inside `parent`. */
  index: number;
}

function placeOf(form: HTMLFormElement): Place | null {
  const parent = form.parentElement;
  if (!parent) return null;
  return { parent, index: Array.from(parent.querySelectorAll('form')).indexOf(form) };
}

interface Loaded<P extends object> {
  Form: ComponentType<P & DeferredFormLiveProps>;
  place: Place | null;
  initialValues: Record<string, unknown>;
  focus: Focus | null;
  submit: boolean;
}

/**
 * A form whose code loads on first interaction, so that neither the form library nor the schema (zod)
 * is in the page's first load. The server renders `placeholder`: the labelled fields and the button,
 * which a visitor can use at once. On the first focus, press or keystroke the form's chunk loads; it
 * then replaces the placeholder with the values typed or ticked meanwhile, the focus where it was, and
 * a submit pressed meanwhile carried out once.
 */
export function DeferredForm<P extends object>({ load, props, placeholder }: DeferredFormProps<P>) {
  const formRef = useRef<HTMLFormElement>(null);
  const loading = useRef(false);
  const submitRequested = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [loaded, setLoaded] = useState<Loaded<P> | null>(null);

  const start = () => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (module) => {
        const form = formRef.current;
        // Read and swapped in one go: a keystroke between the two would be lost, or land in the
        // field the focus is given back to.
        flushSync(() =>
          setLoaded({
            Form: module.default,
            place: form ? placeOf(form) : null,
            initialValues: form ? readFormValues(form) : {},
            focus: form ? focusOf(form) : null,
            submit: submitRequested.current,
          }),
        );
      },
      (error: unknown) => {
        // The next interaction tries again; the placeholder keeps what was typed.
        loading.current = false;
        logError('form code', error);
      },
    );
  };

  // The focus back as the live form is committed, before anything else can be typed.
  const liveForm = () =>
    loaded?.place ? loaded.place.parent.querySelectorAll('form')[loaded.place.index] : null;
  const focusedBack = useRef(false);
  useLayoutEffect(() => {
    if (!loaded || focusedBack.current) return;
    focusedBack.current = true;
    const target = loaded.focus ? liveForm()?.elements[loaded.focus.index] : null;
    if (!(target instanceof HTMLElement)) return;
    target.focus();
    const selection = loaded.focus?.selection;
    if (selection && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
      try {
        target.setSelectionRange(...selection);
      } catch {
        // Not a text control: the focus alone is restored.
      }
    }
  });
  // The early submit once the live form's own effects have run (the form library subscribes in them).
  const submitted = useRef(false);
  useEffect(() => {
    if (!loaded?.submit || submitted.current) return;
    submitted.current = true;
    liveForm()?.requestSubmit();
  });

  if (loaded) return <loaded.Form {...props} initialValues={loaded.initialValues} />;
  return placeholder({
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        submitRequested.current = true;
        setSubmitting(true);
        start();
      },
      onFocus: start,
      onInput: start,
      onChange: start,
      onPointerDown: start,
    },
    submitting,
  });
}
