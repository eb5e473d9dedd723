import { useState, type ReactNode } from "react";
import { Button, Steps, type FormInstance } from "antd";
import { formSteps, type Resource } from "../../core/define-resource";
import { applies } from "../../core/fields";

/**
 * Where a stepped form stands (see `steps` on a resource): the step shown, moves between steps, and the step
 * of the first field in error, so a save refused by the form's rules or by the server's 422 shows that field.
 * Every step stays mounted (hidden) so values and errors of the other steps are kept and checked on save.
 */
export function useFormSteps(resource: Resource, form: FormInstance, filled: boolean) {
  const steps = formSteps(resource);
  const [current, setCurrent] = useState(0);
  const [failed, setFailed] = useState<number[]>([]);
  // steps known to pass their rules: an edited row's all, a new row's once 下一步 let it go
  const [passed, setPassed] = useState<number[]>(() => (filled ? steps.map((_, i) => i) : []));
  const stepOf = (field: string | number) => steps.findIndex((s) => s.fields.some(([k]) => k === field));
  /** Marks the steps holding errors and shows the first of them; false when the form has none. */
  const showErrors = () => {
    const bad = [
      ...new Set(
        form
          .getFieldsError()
          .filter((e) => e.errors.length)
          .map((e) => stepOf(e.name[0]!)),
      ),
    ]
      .filter((i) => i >= 0)
      .sort((a, b) => a - b);
    setFailed(bad);
    if (bad.length) setCurrent(bad[0]!);
    return bad.length > 0;
  };
  /** 下一步: the step's fields that apply to the row as it stands must pass their rules first. */
  const next = async () => {
    const row = form.getFieldsValue(true) as Record<string, unknown>;
    const names = steps[current]!.fields.filter(([, f]) => applies(f, row)).map(([k]) => [k]);
    const ok = await form.validateFields(names, { recursive: true }).then(
      () => true,
      () => false,
    );
    if (ok) {
      setFailed((was) => was.filter((i) => i !== current));
      setPassed((was) => [...was, current]);
      setCurrent((i) => Math.min(i + 1, steps.length - 1));
    } else showErrors();
  };
  return {
    steps,
    current,
    failed,
    passed,
    stepped: steps.length > 1,
    go: setCurrent,
    next,
    back: () => setCurrent((i) => Math.max(i - 1, 0)),
    showErrors,
  };
}

export type FormStepsState = ReturnType<typeof useFormSteps>;

/** The steps above the form: any step may be opened by its title (an edit changes one price, not five pages). */
export function StepsBar({ state }: { state: FormStepsState }) {
  if (!state.stepped) return null;
  return (
    <Steps
      className="form-steps"
      size="small"
      current={state.current}
      onChange={state.go}
      items={state.steps.map((s, i) => ({ title: s.title, status: statusOf(state, i) }))}
    />
  );
}

/** A step jumped over on a new row is still to do, not done: only 下一步 (or an edited row) marks it done. */
function statusOf(state: FormStepsState, i: number) {
  if (state.failed.includes(i)) return "error" as const;
  if (i === state.current) return "process" as const;
  return state.passed.includes(i) ? ("finish" as const) : ("wait" as const);
}

/** One step's fields, hidden (not unmounted) while another step is shown. */
export function StepPanel({ state, index, children }: { state: FormStepsState; index: number; children: ReactNode }) {
  return (
    <div className="form-step" data-step={index} hidden={state.stepped && index !== state.current}>
      {children}
    </div>
  );
}

/** 上一步 / 下一步 beside the save buttons of a stepped form, as separate buttons so the row spaces them. */
export function stepMoves(state: FormStepsState): ReactNode[] {
  if (!state.stepped) return [];
  return [
    state.current > 0 && (
      <Button key="back" onClick={state.back}>
        上一步
      </Button>
    ),
    state.current < state.steps.length - 1 && (
      <Button key="next" onClick={() => void state.next()}>
        下一步
      </Button>
    ),
  ].filter(Boolean);
}
