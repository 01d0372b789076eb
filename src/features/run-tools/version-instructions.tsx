// The 'Show {state} Instructions' panel: the state's bill-version codes (SPEC §9).
import { stateName } from '../../lib/us-states';
import { versionConvention } from '../../lib/version-codes';

export function VersionInstructions({ id, state }: { id: string; state: string }) {
  const convention = versionConvention(state);
  return (
    <section id={id} className="run-instructions" aria-label={`${state} bill-version codes`}>
      <h2>
        {stateName(state)} ({state}) bill-version codes
      </h2>
      <p>These strings are used when specifying which bill version to fetch or update.</p>
      {!convention && <p>No bill-version codes are recorded for {stateName(state)}.</p>}
      {convention?.kind === 'list' && (
        <>
          <ul className="run-codes">
            {convention.codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
          <p className="field-hint">
            Join a code to the bill number: HB100 + {convention.codes[0]} ={' '}
            <code>HB100{convention.codes[0]}</code>.
          </p>
        </>
      )}
      {convention?.kind === 'dated' && (
        <>
          <p>{convention.description}</p>
          <p>
            For example{' '}
            {convention.examples.map((ex, i) => (
              <span key={ex}>
                {i > 0 && ' and '}
                <code>{ex}</code>
              </span>
            ))}
            : HB100 + {convention.examples[0]} = <code>HB100{convention.examples[0]}</code>.
          </p>
        </>
      )}
    </section>
  );
}
