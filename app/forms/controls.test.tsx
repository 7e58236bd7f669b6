import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  AmountField,
  CheckboxGroupField,
  Choice,
  FileField,
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
} from "./controls";

const html = (node: React.ReactElement) => renderToStaticMarkup(node);

describe("TextField", () => {
  it("is a Field around an input.input, wired to its hint", () => {
    expect(html(<TextField id="city" label="City" hint="Where" input={{ name: "city", maxLength: 50 }} />)).toBe(
      '<div class="field"><label class="field__label" for="city">City</label><input name="city" maxLength="50" id="city" aria-describedby="city-hint" class="input"/><p id="city-hint" class="field__hint">Where</p></div>',
    );
  });

  it("marks the input invalid and names its error, with the test id the caller gives the error", () => {
    const out = html(<TextField id="to" label="To" error="Wrong" errorTestId="to-error" input={{ type: "date" }} />);
    expect(out).toContain('<input type="date" id="to" aria-invalid="true" aria-describedby="to-error" class="input"/>');
    expect(out).toContain('<p id="to-error" class="field__error" data-testid="to-error">Wrong</p>');
  });
});

describe("TextAreaField", () => {
  it("keeps its hint under the error when asked", () => {
    const out = html(
      <TextAreaField id="other" label="Other" hint="200 at most" keepHint error="Too long" textarea={{ rows: 3 }} />,
    );
    expect(out).toContain(
      '<textarea rows="3" id="other" aria-invalid="true" aria-describedby="other-error other-hint" class="input"></textarea>',
    );
  });
});

describe("AmountField", () => {
  it("asks for the decimal keypad when the currency has decimals, digits when not", () => {
    expect(html(<AmountField id="a" label="A" decimals={2} />)).toContain(
      '<input inputMode="decimal" autoComplete="off" id="a" class="input"/>',
    );
    expect(html(<AmountField id="a" label="A" decimals={0} input={{ name: "a" }} />)).toContain(
      '<input inputMode="numeric" autoComplete="off" name="a" id="a" class="input"/>',
    );
  });
});

describe("SelectField", () => {
  const options = [
    { value: "x", label: "X" },
    { value: "y", label: "Y" },
  ];
  it("lists the options after the empty placeholder", () => {
    expect(
      html(<SelectField id="t" label="Type" placeholder="Choose" options={options} select={{ name: "t" }} />),
    ).toBe(
      '<div class="field"><label class="field__label" for="t">Type</label><select name="t" id="t" class="input"><option value="">Choose</option><option value="x">X</option><option value="y">Y</option></select></div>',
    );
  });

  it("puts what follows the select in one row with it", () => {
    const out = html(
      <SelectField id="t" label="Type" options={options} rowClassName="row" after={<button>Go</button>} />,
    );
    expect(out).toContain('<div class="row"><select id="t" class="input">');
    expect(out).toContain("</select><button>Go</button></div>");
  });
});

describe("FileField", () => {
  it("is an input of type file, whatever the caller passes", () => {
    expect(html(<FileField id="f" label="Files" input={{ name: "files", className: "documents__files" }} />)).toContain(
      '<input name="files" type="file" id="f" class="input documents__files"/>',
    );
  });
});

describe("Choice", () => {
  it("puts the control inside its label, the text in a span beside it", () => {
    expect(html(<Choice type="checkbox" className="switch" label="Show" input={{ role: "switch" }} />)).toBe(
      '<label class="switch"><input type="checkbox" role="switch"/><span>Show</span></label>',
    );
  });
});

describe("RadioGroupField", () => {
  const radios = (error?: string) =>
    html(
      <RadioGroupField
        legend="Gender"
        name="gender"
        errorId="gender-error"
        error={error}
        defaultValue="M"
        optionClassName="opt"
        options={[
          { value: "F", label: "F", input: { "data-testid": "g-F" } },
          { value: "M", label: "M" },
        ]}
      />,
    );

  it("checks the default and posts one name", () => {
    expect(radios()).toBe(
      '<fieldset><legend class="field__label">Gender</legend><label class="opt"><input type="radio" name="gender" data-testid="g-F" value="F"/><span>F</span></label><label class="opt"><input type="radio" name="gender" checked="" value="M"/><span>M</span></label></fieldset>',
    );
  });

  it("is described by its error, which follows the fieldset", () => {
    expect(radios("Choose one")).toMatch(
      /^<fieldset aria-describedby="gender-error">.*<\/fieldset><p class="field__error" id="gender-error">Choose one<\/p>$/,
    );
  });
});

describe("CheckboxGroupField", () => {
  it("gives each box its own name, in label.checkbox, under a legend of the caller's class", () => {
    expect(
      html(
        <CheckboxGroupField
          legend="News"
          legendClassName=""
          className="prefs"
          options={[
            { name: "email", label: "E-mail", defaultChecked: true },
            { name: "sms", label: "SMS" },
          ]}
        />,
      ),
    ).toBe(
      '<fieldset class="prefs"><legend>News</legend><label class="checkbox"><input type="checkbox" name="email" checked=""/><span>E-mail</span></label><label class="checkbox"><input type="checkbox" name="sms"/><span>SMS</span></label></fieldset>',
    );
  });
});

describe("the kit's wiring and the caller's aria state", () => {
  it("keeps the caller's aria-invalid while the Field itself shows no error", () => {
    expect(html(<TextField id="from" label="From" input={{ "aria-invalid": true }} />)).toContain(
      '<input aria-invalid="true" id="from" class="input"/>',
    );
  });
});
