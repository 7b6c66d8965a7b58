import '@seller-portal/ui/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createConsoleContext } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// A promise rather than a top-level await, which would make the bundler split the first load into more files.
void createConsoleContext().then((context) =>
  createRoot(container).render(
    <StrictMode>
      <App context={context} />
    </StrictMode>,
  ),
);
