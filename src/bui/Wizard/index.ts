export {Wizard, WizardStep, wizardHeadingLevels} from './Wizard';
export type {
  WizardErrors,
  WizardHeadingLevel,
  WizardOrientation,
  WizardProps,
  WizardStepProps,
  WizardValidation,
} from './Wizard';
