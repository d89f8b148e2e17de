import {useId, type ReactNode} from 'react';
import {FieldErrorContext, LabelContext, Provider, TextContext} from 'react-aria-components';

/**
 * Ids for a field that has no react-aria field component around it (the
 * upload controls: a group of buttons and a list, not one input). It gives
 * the shared `FieldParts` the contexts a react-aria field would: the label,
 * hint and error get these ids, and the control points at them.
 */
export function useFieldIds() {
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  return {labelId, hintId, errorId};
}

export function UploadFieldProvider({
  ids,
  error,
  children,
}: {
  ids: ReturnType<typeof useFieldIds>;
  error?: string;
  children: ReactNode;
}): ReactNode {
  const invalid = Boolean(error && error.trim());
  return (
    <Provider
      values={[
        [LabelContext, {id: ids.labelId, elementType: 'span'}],
        [TextContext, {slots: {description: {id: ids.hintId}, errorMessage: {id: ids.errorId}}}],
        [
          FieldErrorContext,
          {
            isInvalid: invalid,
            validationErrors: invalid && error ? [error] : [],
            validationDetails: {} as ValidityState,
          },
        ],
      ]}
    >
      {children}
    </Provider>
  );
}
