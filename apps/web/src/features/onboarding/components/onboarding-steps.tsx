import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';

const steps = ['code', 'themes', 'reward'] as const;

/** Where the learner is in onboarding: three steps. */
export function OnboardingSteps({ active }: { active: 0 | 1 | 2 }) {
  const { t } = useTranslation('onboarding');
  return (
    <Stepper activeStep={active} alternativeLabel aria-label={t('steps.label')}>
      {steps.map((step, index) => (
        <Step key={step} completed={index < active}>
          <StepLabel>{t(`steps.${step}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
