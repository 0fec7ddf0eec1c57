import { describe, expect, it } from 'vitest';
import { command, nameCharacter, placePhrase, propPhrase, statement, statementParts, whereQuestion } from './sentences';

const cat = nameCharacter('Cat');

describe('the sentence builder', () => {
  it('names props with the: the box, the table', () => {
    expect(propPhrase('box')).toBe('the box');
    expect(placePhrase(['box', 'table'], { preposition: 'under', prop: 1 })).toBe('under the table');
    expect(placePhrase(['tree', 'box'], { preposition: 'in front of', prop: 0 })).toBe('in front of the tree');
    expect(placePhrase(['box', 'chair'], { preposition: 'next to', prop: 0 })).toBe('next to the box');
  });

  it('says between both props, left to right as the class sees them', () => {
    expect(placePhrase(['chair', 'bed'], { preposition: 'between', prop: null })).toBe('between the chair and the bed');
    expect(placePhrase(['bed', 'chair'], { preposition: 'between', prop: 0 })).toBe('between the bed and the chair');
  });

  it("says 'The cat is under the table.', 'Put the cat …', 'Where is the cat?'", () => {
    expect(statement(cat, ['box', 'table'], { preposition: 'under', prop: 1 })).toBe('The cat is under the table.');
    expect(command(cat, ['chair', 'bed'], { preposition: 'between', prop: null })).toBe(
      'Put the cat between the chair and the bed.',
    );
    expect(whereQuestion(cat)).toBe('Where is the cat?');
  });

  it('a thing named by a common noun takes the; a name of its own stands alone with its capital', () => {
    expect(nameCharacter('Alien Monster')).toEqual({ subject: 'The alien monster', object: 'the alien monster' });
    expect(nameCharacter('T Rex')).toEqual({ subject: 'The T rex', object: 'the T rex' });
    expect(nameCharacter('Big Dog 2')).toEqual({ subject: 'The big dog', object: 'the big dog' });
    expect(nameCharacter('my cat')).toEqual({ subject: 'My cat', object: 'my cat' });
    expect(nameCharacter('sunny')).toEqual({ subject: 'Sunny', object: 'Sunny' });
    expect(nameCharacter('Mr Bean')).toEqual({ subject: 'Mr Bean', object: 'Mr Bean' });
    expect(statement(nameCharacter('pikachu'), ['tree', 'bed'], { preposition: 'in', prop: 0 })).toBe(
      'Pikachu is in the tree.',
    );
  });

  it('a picture with no name to say is it', () => {
    for (const name of ['', '123', '  ', 'a very long name that nobody could ever say in a sentence'])
      expect(nameCharacter(name)).toEqual({ subject: 'It', object: 'it' });
    expect(command(nameCharacter(''), ['box', 'bed'], { preposition: 'on', prop: 1 })).toBe('Put it on the bed.');
  });

  it("names every official character and monster with 'the'", () => {
    const official = ['Lion', 'Unicorn', 'Robot', 'Astronaut', 'Superhero', 'Ninja', 'Cat', 'Dog', 'Panda', 'Fox'];
    const more = ['Frog', 'Penguin', 'Dinosaur', 'Owl', 'Tiger', 'Rabbit', 'Monkey', 'Wizard', 'Fairy', 'Princess'];
    const monsters = ['Alien', 'Flying Saucer', 'Ghost', 'Dragon', 'Ogre', 'Goblin', 'Troll', 'Zombie', 'Vampire'];
    const sea = ['Pumpkin', 'Shark', 'Octopus', 'Squid', 'Bat', 'Spider', 'Wolf', 'Snake'];
    for (const name of [...official, ...more, ...monsters, ...sea])
      expect(nameCharacter(name).object, name).toBe(`the ${name.toLowerCase()}`);
  });
});

describe('the answer card', () => {
  it('splits a statement round its preposition', () => {
    const scene = ['chair', 'bed'] as const;
    expect(statementParts(nameCharacter('Cat in Hat'), scene, { preposition: 'in front of', prop: 1 })).toEqual({
      before: 'Cat In Hat is ',
      preposition: 'in front of',
      after: ' the bed.',
    });
    expect(statementParts(cat, scene, { preposition: 'between', prop: null })).toEqual({
      before: 'The cat is ',
      preposition: 'between',
      after: ' the chair and the bed.',
    });
  });
});
