// §8 API error toast text: the translated message with the code as reference, or the offline text.
export { serverErrorText } from '@seller-portal/api-client';

/** The toast body: each line of the text on its own line (the reference sits under the message). */
export function ServerErrorMessage({ text }: { text: string }) {
  return (
    <>
      {text.split('\n').map((line, index) => (
        <span key={index} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </>
  );
}
