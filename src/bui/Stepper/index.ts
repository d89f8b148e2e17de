export {Stepper, StepperStep, stepperOrientations, stepperSizes} from './Stepper';
export type {
  StepperOrientation,
  StepperProps,
  StepperSize,
  StepperStepProps,
  StepperStepStatus,
  StepperStepStatusOverride,
} from './Stepper';
