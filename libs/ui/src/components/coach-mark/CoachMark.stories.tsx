import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Card } from '../card/Card';
import { CoachMark } from './CoachMark';

function Tour() {
  const [step, setStep] = useState(0);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [done, setDone] = useState(false);
  return (
    <div style={{ padding: 24, display: 'grid', gap: 16, maxWidth: 480 }}>
      <Card title="Account">The store and your role.</Card>
      <div ref={step === 1 ? setTarget : undefined}>
        <Card title="Shortcuts">Orders, chat and the wallet.</Card>
      </div>
      {!done && (
        <CoachMark
          target={step === 1 ? target : null}
          title={step === 0 ? 'Welcome' : 'Shortcuts'}
          progress={`Step ${step + 1} of 2`}
          nextLabel={step === 1 ? 'Finish' : 'Next'}
          onNext={() => (step === 1 ? setDone(true) : setStep(1))}
          backLabel="Back"
          onBack={step > 0 ? () => setStep(0) : undefined}
          skipLabel="Skip"
          onSkip={() => setDone(true)}
        >
          <p>{step === 0 ? 'A few steps over your dashboard.' : 'Open orders, chat and the wallet from here.'}</p>
        </CoachMark>
      )}
    </div>
  );
}

const meta = { title: 'Overlays/CoachMark', component: Tour } satisfies Meta<typeof Tour>;

export default meta;
export const TwoSteps: StoryObj<typeof meta> = {};
